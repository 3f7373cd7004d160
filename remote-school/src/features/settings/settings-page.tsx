import styled from 'styled-components';
import { errorMessage, useAccountSettings, useAuth } from 'shared-auth';
import { MESSAGES } from 'shared-domain';
import { AccountSettingsCard, ErrorPanel, LoadingText, PageHeader } from 'shared-ui';
import { SCHOOL_REQUEST, useSchool } from '../../api/get-school';
import { usePageTitle } from '../../components/page-title';
import { SchoolInfoCard } from './school-info-card';
import { SchoolSettingsForm } from './school-settings-form';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  & form {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** /school/settings: read-only school info, editable contact and internship settings, the account card. */
export function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  const account = useAccountSettings();
  const school = useSchool();
  if (school.isError && !school.data) {
    return (
      <ErrorPanel
        message={errorMessage(school.error, MESSAGES.schoolDetailsFailed)}
        details={`${SCHOOL_REQUEST(user?.profile ?? '')}: ${school.error.message}`}
        onRetry={() => void school.refetch()}
      />
    );
  }
  return (
    <StyledStack>
      <PageHeader title="Settings" subtitle="Your school's contact details, internship settings and sign-in." />
      {!school.data ? (
        <LoadingText />
      ) : (
        <>
          <SchoolInfoCard school={school.data} />
          <SchoolSettingsForm school={school.data} />
        </>
      )}
      <AccountSettingsCard {...account} />
    </StyledStack>
  );
}
