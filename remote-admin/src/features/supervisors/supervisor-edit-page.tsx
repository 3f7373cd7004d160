import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, supervisorPatchSchema, type Supervisor } from 'shared-domain';
import { LoadingText, useToast } from 'shared-ui';
import { QueryErrorPanel, supervisorKeys, useSupervisor, useUpdateSupervisor } from 'shared-staff';
import { errorMessage } from 'shared-auth';
import { AdminFormPage } from '../../components/admin-form-page';
import { FormActions } from '../../components/form-actions';
import { useAdminForm } from '../../components/use-admin-form';
import { useRecordVersion } from '../../components/use-record-version';
import { paths } from '../../paths';
import { AccountSection, AssignmentSettingsSection, CredentialsSection, PersonalSection } from './supervisor-form-sections';
import { toFormValues, toPatchBody } from './supervisor-form-values';

export const SUPERVISOR_UPDATE_FAILED = 'Failed to update supervisor';
export const SUPERVISOR_CONFLICT_HEADING = 'Someone else saved this supervisor first';

function EditForm({ supervisor }: { supervisor: Supervisor }) {
  const save = useUpdateSupervisor();
  const version = useRecordVersion(supervisor, supervisorKeys.detail);
  const navigate = useNavigate();
  const toast = useToast();
  const detailHref = paths.supervisors.detail.getHref(supervisor._id);
  const { form, failure, onSubmit } = useAdminForm({
    schema: supervisorPatchSchema,
    defaultValues: toFormValues(supervisor),
    save: async (values) => {
      await save.mutateAsync({ id: supervisor._id, body: toPatchBody(values, version.base) });
      toast.show('Supervisor updated', 'success');
      void navigate(detailHref);
    },
    onError: (err, form) => {
      const stale = version.takeNewer(err, (current) => form.reset(toFormValues(current)));
      if (stale !== null) return { heading: SUPERVISOR_CONFLICT_HEADING, message: stale };
      return { heading: SUPERVISOR_UPDATE_FAILED, message: errorMessage(err, SUPERVISOR_UPDATE_FAILED) };
    },
  });

  return (
    <AdminFormPage
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      title="Edit Supervisor"
      subtitle={`${supervisor.name.first} ${supervisor.name.last}`}
    >
      <PersonalSection withStatus />
      <AccountSection withPassword={false} />
      <CredentialsSection />
      <AssignmentSettingsSection />
      <FormActions cancelHref={detailHref} busy={save.isPending} busyLabel="Saving..." submitLabel="Save Changes" />
    </AdminFormPage>
  );
}

/** Supervisor edit (product spec §2): every field; Save really saves (PATCH with the version it started from). */
export default function SupervisorEditPage() {
  const { id = '' } = useParams();
  const query = useSupervisor(id);
  const [ready, setReady] = useState(false);
  // Edit the server's current copy, not a cached one that may be stale.
  useEffect(() => {
    if (!query.isFetching && query.data) setReady(true);
  }, [query.isFetching, query.data]);
  if (query.isError) {
    return <QueryErrorPanel query={query} message={MESSAGES.supervisorDataFailed} homeHref={paths.supervisors.list.getHref()} />;
  }
  if (!query.data || !ready) return <LoadingText />;
  return <EditForm supervisor={query.data} />;
}
