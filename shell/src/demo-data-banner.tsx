import { useAppConfig } from 'shared-auth';
import { NoticeBanner } from 'shared-ui';

/**
 * On every page, public ones included, while the database holds the demo data set (app-config.json's demoData, from
 * the seed's marker): its sign-ins are printed in the README, so nothing real belongs there.
 */
export function DemoDataBanner() {
  const { demoData } = useAppConfig();
  if (!demoData) return null;
  return (
    <NoticeBanner id="demo-data" label="Demo data" as="section">
      <strong>Demo data</strong> — sign-ins are public; do not enter real information.
    </NoticeBanner>
  );
}
