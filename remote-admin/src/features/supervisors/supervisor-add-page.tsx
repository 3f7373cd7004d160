import { useNavigate } from 'react-router-dom';
import { MESSAGES, supervisorRegisterSchema } from 'shared-domain';
import { FormGrid, useToast } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useCreateSupervisor } from 'shared-staff';
import { errorMessage } from 'shared-auth';
import { AdminFormPage } from '../../components/admin-form-page';
import { FormActions } from '../../components/form-actions';
import { useAdminForm } from '../../components/use-admin-form';
import { paths } from '../../paths';
import { AccountSection, CredentialsSection, PersonalSection, SchoolSelect } from './supervisor-form-sections';
import { emptySupervisorForm, toRegisterBody } from './supervisor-form-values';

/** 'Add New Supervisor' (product spec §2): the new supervisor can sign in at once. */
export default function SupervisorAddPage() {
  const create = useCreateSupervisor();
  const navigate = useNavigate();
  const toast = useToast();
  const { form, failure, onSubmit } = useAdminForm({
    schema: supervisorRegisterSchema,
    defaultValues: emptySupervisorForm(),
    save: async (values) => {
      await create.mutateAsync(toRegisterBody(values));
      toast.show(`Supervisor ${values.name.first} ${values.name.last} created`, 'success');
      void navigate(paths.supervisors.list.getHref());
    },
    onError: (err) => ({ heading: MESSAGES.createSupervisorHeading, message: errorMessage(err, MESSAGES.createSupervisorFailed) }),
  });

  return (
    <AdminFormPage
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      title="Add New Supervisor"
      subtitle="The supervisor signs in with this e-mail and password"
    >
      <AccountSection withPassword />
      <PersonalSection withStatus={false} />
      <CredentialsSection />
      <Section title="Assignment">
        <FormGrid>
          <SchoolSelect />
        </FormGrid>
      </Section>
      <FormActions
        cancelHref={paths.supervisors.list.getHref()}
        busy={create.isPending}
        busyLabel="Creating..."
        submitLabel="Create Supervisor"
      />
    </AdminFormPage>
  );
}
