import { useNavigate } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { useToast } from 'shared-ui';
import { useCreateSchool } from 'shared-staff';
import { errorMessage } from 'shared-auth';
import { AdminFormPage } from '../../components/admin-form-page';
import { FormActions } from '../../components/form-actions';
import { useAdminForm } from '../../components/use-admin-form';
import { paths } from '../../paths';
import { ContactInfoFields, ContactPersonFields, SchoolInfoFields, SchoolSettingsFields } from './school-form-sections';
import { addSchoolSchema, emptySchoolForm } from './school-form-values';

/** 'Add New School' (product spec §2): an active school without a sign-in; 'Send invitation' on its page sets one up. */
export default function SchoolAddPage() {
  const create = useCreateSchool();
  const navigate = useNavigate();
  const toast = useToast();
  const { form, failure, onSubmit } = useAdminForm({
    schema: addSchoolSchema,
    defaultValues: emptySchoolForm(),
    save: async (values) => {
      await create.mutateAsync({ ...values, contactInfo: { ...values.contactInfo, email: values.email } });
      toast.show(`School ${values.name} created`, 'success');
      void navigate(paths.schools.list.getHref());
    },
    onError: (err) => ({ heading: MESSAGES.createSchoolHeading, message: errorMessage(err, MESSAGES.createSchoolFailed) }),
  });

  return (
    <AdminFormPage
      form={form}
      onSubmit={onSubmit}
      failure={failure}
      title="Add New School"
      subtitle="Added schools are active at once; send an invitation to set up their sign-in"
    >
      <SchoolInfoFields />
      <ContactPersonFields />
      <ContactInfoFields emailName="email" />
      <SchoolSettingsFields />
      <FormActions cancelHref={paths.schools.list.getHref()} busy={create.isPending} busyLabel="Creating..." submitLabel="Create School" />
    </AdminFormPage>
  );
}
