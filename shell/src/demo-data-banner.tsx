import styled from 'styled-components';
import { useAppConfig } from 'shared-auth';

const StyledDemoBanner = styled.section`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warning.bg};
  color: ${({ theme }) => theme.colors.warning.fg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning.solid};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  & p {
    margin: 0;
  }
`;

/**
 * On every page, public ones included, while the database holds the demo data set (app-config.json's demoData, from
 * the seed's marker): its sign-ins are printed in the README, so nothing real belongs there (issue 29).
 */
export function DemoDataBanner() {
  const { demoData } = useAppConfig();
  if (!demoData) return null;
  return (
    <StyledDemoBanner aria-label="Demo data">
      <p>
        <strong>Demo data</strong> — sign-ins are public; do not enter real information.
      </p>
    </StyledDemoBanner>
  );
}
