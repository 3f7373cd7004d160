import styled from 'styled-components';
import { useAppConfig } from 'shared-auth';

/** The thin warning strip across the top of the page (the 'in development' notice, the shell's demo-data notice). */
export const StyledNoticeBanner = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warning.bg};
  color: ${({ theme }) => theme.colors.warning.fg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning.solid};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  & p {
    margin: 0;
  }
  & a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** 'In development' notice shown in the signed-in layouts (product spec §1). */
export function DevBanner() {
  const { contactEmail } = useAppConfig();
  return (
    <StyledNoticeBanner role="note">
      This software is in development and testing. Please report bugs to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
    </StyledNoticeBanner>
  );
}
