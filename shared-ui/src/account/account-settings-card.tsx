import styled from 'styled-components';
import { Section } from '../section';
import type { AccountSettingsProps } from './account-props';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

/** 'Account Settings' of the admin, supervisor and school settings pages: e-mail and password changes. */
export function AccountSettingsCard({ currentEmail, changeEmail, changePassword }: AccountSettingsProps) {
  return (
    <Section title="Account Settings">
      <StyledColumns>
        <ChangeEmailForm currentEmail={currentEmail} changeEmail={changeEmail} />
        <ChangePasswordForm changePassword={changePassword} />
      </StyledColumns>
    </Section>
  );
}
