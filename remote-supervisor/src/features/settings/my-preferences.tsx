import { useAuth } from 'shared-auth';
import { MESSAGES, apiPaths } from 'shared-domain';
import { FormErrorBox, LoadingText } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useMySupervisor } from '../../api/get-my-supervisor';
import { PreferencesForm } from './preferences-form';
import { RetryButton } from 'shared-staff';

/** 'My preferences': loads the signed-in supervisor's record and edits its own settings. */
export function MyPreferences() {
  const { user } = useAuth();
  const query = useMySupervisor(user?.profile);
  return (
    <Section title="My preferences">
      {!user?.profile && (
        <FormErrorBox heading={MESSAGES.supervisorDataFailed} message="This account is not linked to a field supervisor record." />
      )}
      {user?.profile && query.isPending && <LoadingText />}
      {query.isError && (
        <>
          <FormErrorBox
            heading={MESSAGES.supervisorDataFailed}
            message={`GET /api/${apiPaths.supervisor(user?.profile ?? '')}: ${query.error.message}`}
          />
          <RetryButton query={query} />
        </>
      )}
      {query.data && <PreferencesForm supervisor={query.data} />}
    </Section>
  );
}
