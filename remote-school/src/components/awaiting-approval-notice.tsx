import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { useAppConfig } from 'shared-auth';

const StyledNotice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.warning.bg};
  color: ${({ theme }) => theme.colors.warning.fg};
  border: 1px solid ${({ theme }) => theme.colors.warning.solid};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
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
