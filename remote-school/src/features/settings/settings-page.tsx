import styled from 'styled-components';
import { useAccountSettings } from 'shared-auth';
import { MESSAGES } from 'shared-domain';
import { LoadingText } from 'shared-ui';
import { AccountSettingsCard, PageHeader } from 'shared-ui/staff';
import { SCHOOL_REQUEST, useSchool } from '../../api/get-school';
import { usePageTitle } from '../../components/page-title';
import { SchoolInfoCard } from './school-info-card';
import { SchoolSettingsForm } from './school-settings-form';
import { QueryErrorPanel } from '../../components/query-error-panel';

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
  const account = useAccountSettings();
  const school = useSchool();
  if (school.isError && !school.data) {
    return <QueryErrorPanel query={school} fallback={MESSAGES.schoolDetailsFailed} request={SCHOOL_REQUEST} />;
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
