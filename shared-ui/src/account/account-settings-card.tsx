import styled from 'styled-components';
import { Section } from '../section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

/** 'Account Settings' of the admin, supervisor and school settings pages: e-mail and password changes (real calls). */
export function AccountSettingsCard() {
  return (
    <Section title="Account Settings">
      <StyledColumns>
        <ChangeEmailForm />
        <ChangePasswordForm />
      </StyledColumns>
    </Section>
  );
}
