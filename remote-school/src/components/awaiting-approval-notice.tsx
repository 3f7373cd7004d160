import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { useAppConfig } from 'shared-auth';
import { calloutStyles } from 'shared-ui';

const StyledNotice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${calloutStyles('warning')}
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & a {
    color: inherit;
  }
`;

/** Shown to a school whose account is not approved yet: no teachers until an admin approves it. */
export function AwaitingApprovalNotice() {
  const { contactEmail } = useAppConfig();
  return (
    <StyledNotice role="status" aria-labelledby="awaiting-approval-title">
      <h2 id="awaiting-approval-title">Account Awaiting Approval</h2>
      <p>{MESSAGES.schoolAwaitingApproval}</p>
      <p>
        You can browse available teachers once your account is approved. Questions? E-mail{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </StyledNotice>
  );
}
