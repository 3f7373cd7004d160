import styled from 'styled-components';
import { SystemSettingsPage } from 'shared-staff';
import { MyPreferences } from './my-preferences';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * Supervisor settings: the shared staff page (account e-mail and password, system settings
 * read-only for a supervisor) followed by the supervisor's own preferences.
 */
export default function SettingsPage() {
  return (
    <StyledStack>
      <SystemSettingsPage role="supervisor" />
      <MyPreferences />
    </StyledStack>
  );
}
