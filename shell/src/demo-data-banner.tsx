import { useAppConfig } from 'shared-auth';
import { StyledNoticeBanner } from 'shared-ui';

/**
 * On every page, public ones included, while the database holds the demo data set (app-config.json's demoData, from
 * the seed's marker): its sign-ins are printed in the README, so nothing real belongs there.
 */
export function DemoDataBanner() {
  const { demoData } = useAppConfig();
  if (!demoData) return null;
  return (
    <StyledNoticeBanner as="section" aria-label="Demo data">
      <p>
        <strong>Demo data</strong> — sign-ins are public; do not enter real information.
      </p>
    </StyledNoticeBanner>
  );
}
