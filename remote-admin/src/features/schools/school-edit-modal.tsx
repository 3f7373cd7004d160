import { FormProvider } from 'react-hook-form';
import { MESSAGES, schoolPatchSchema, type School } from 'shared-domain';
import { FormErrorBox, FormErrorSummary, useToast } from 'shared-ui';
import { Modal, ModalFormActions } from 'shared-ui/staff';
import { schoolKeys, useUpdateSchool } from 'shared-staff';
import { errorMessage } from 'shared-auth';
import { useAdminForm } from '../../components/use-admin-form';
import { useRecordVersion } from '../../components/use-record-version';
import { ContactInfoFields, ContactPersonFields, SchoolInfoFields, SchoolSettingsFields } from './school-form-sections';
import { toFormValues } from './school-form-values';

export const SCHOOL_UPDATED = 'School information updated';
const FORM_ID = 'edit-school-form';

/** 'Edit School Information' (product spec §2): PATCH schools/{id} with the version the edit started from. */
export function SchoolEditModal({ school, onClose }: { school: School; onClose: () => void }) {
  const save = useUpdateSchool();
  const version = useRecordVersion(school, schoolKeys.detail);
  const toast = useToast();
  const { form, failure, onSubmit } = useAdminForm({
    schema: schoolPatchSchema,
    defaultValues: toFormValues(school),
    save: async (values) => {
      await save.mutateAsync({ id: school._id, body: { ...values, updatedAt: version.base } });
      toast.show(SCHOOL_UPDATED, 'success');
      onClose();
    },
    onError: (err, form) => {
      toast.show(MESSAGES.schoolInfoFailed, 'error');
      const stale = version.takeNewer(err, (current) => form.reset(toFormValues(current)));
      return { heading: MESSAGES.schoolInfoFailed, message: stale ?? errorMessage(err, MESSAGES.schoolInfoFailed) };
    },
  });

  return (
    <Modal
      open
      title="Edit School Information"
      onClose={onClose}
      width="52rem"
      footer={
        <ModalFormActions formId={FORM_ID} busy={save.isPending} busyLabel="Saving..." submitLabel="Save Changes" onCancel={onClose} />
      }
    >
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Edit School Information">
          <FormErrorSummary form={form} />
          {failure && <FormErrorBox heading={failure.heading} message={failure.message} />}
          <SchoolInfoFields />
          <ContactPersonFields />
          <ContactInfoFields emailName="contactInfo.email" />
          <SchoolSettingsFields />
        </form>
      </FormProvider>
    </Modal>
  );
}
