import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, supervisorPatchSchema, type Supervisor } from 'shared-domain';
import { Button, ButtonLink, ErrorPanel, FormErrorBox, LoadingText, PageHeader, useToast } from 'shared-ui';
import { supervisorKeys, useSupervisor, useUpdateSupervisor } from 'shared-staff';
import { useQueryClient } from '@tanstack/react-query';
import { StyledStack } from '../../components/details-list';
import { applyFieldErrors, errorMessage } from 'shared-auth';
import { isConflict } from '../../lib/server-errors';
import { paths } from '../../paths';
import { AccountSection, AssignmentSettingsSection, CredentialsSection, PersonalSection } from './supervisor-form-sections';
import { toFormValues, toPatchBody, type SupervisorEditInput, type SupervisorEditOutput } from './supervisor-form-values';
import { StyledFormActions } from './styled-form-actions';

export const SUPERVISOR_UPDATE_FAILED = 'Failed to update supervisor';
export const SUPERVISOR_CONFLICT_HEADING = 'Someone else saved this supervisor first';

function EditForm({ supervisor }: { supervisor: Supervisor }) {
  const form = useForm<SupervisorEditInput, unknown, SupervisorEditOutput>({
    resolver: zodResolver(supervisorPatchSchema),
    defaultValues: toFormValues(supervisor),
  });
  const save = useUpdateSupervisor();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<{ heading: string; message: string } | null>(null);
  const [base, setBase] = useState(supervisor.updatedAt);
  const detailHref = paths.supervisors.detail.getHref(supervisor._id);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: supervisor._id, body: toPatchBody(values, base) });
      toast.show('Supervisor updated', 'success');
      void navigate(detailHref);
    } catch (err) {
      if (isConflict(err)) {
        // The newer version replaces the form: the admin reviews it and applies the change again.
        const current = err.current as Supervisor | undefined;
        if (current?._id) {
          client.setQueryData(supervisorKeys.detail(current._id), current);
          form.reset(toFormValues(current));
          setBase(current.updatedAt);
        }
        setFailure({ heading: SUPERVISOR_CONFLICT_HEADING, message: err.message || MESSAGES.staleRecord });
        return;
      }
      applyFieldErrors(form, err);
      setFailure({ heading: SUPERVISOR_UPDATE_FAILED, message: errorMessage(err, SUPERVISOR_UPDATE_FAILED) });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Edit Supervisor">
        <StyledStack>
          <PageHeader title="Edit Supervisor" subtitle={`${supervisor.name.first} ${supervisor.name.last}`} />
          {failure && <FormErrorBox heading={failure.heading} message={failure.message} />}
          <PersonalSection withStatus />
          <AccountSection withPassword={false} />
          <CredentialsSection />
          <AssignmentSettingsSection />
          <StyledFormActions>
            <ButtonLink to={detailHref} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </StyledFormActions>
        </StyledStack>
      </form>
    </FormProvider>
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
    return (
      <ErrorPanel
        message={MESSAGES.supervisorDataFailed}
        details={query.error.message}
        onRetry={() => void query.refetch()}
        homeHref={paths.supervisors.list.getHref()}
      />
    );
  }
  if (!query.data || !ready) return <LoadingText />;
  return <EditForm supervisor={query.data} />;
}
