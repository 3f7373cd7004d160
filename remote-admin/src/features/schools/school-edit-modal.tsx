import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, schoolPatchSchema, type School } from 'shared-domain';
import { Button, FormErrorBox, Modal, useToast } from 'shared-ui';
import { schoolKeys, useUpdateSchool } from 'shared-staff';
import { applyFieldErrors, errorMessage } from 'shared-auth';
import { isConflict } from '../../lib/server-errors';
import { ContactInfoFields, ContactPersonFields, SchoolInfoFields, SchoolSettingsFields } from './school-form-sections';
import { toFormValues, type SchoolEditInput, type SchoolEditOutput } from './school-form-values';

export const SCHOOL_UPDATED = 'School information updated';
const FORM_ID = 'edit-school-form';

/** 'Edit School Information' (product spec §2): PATCH schools/{id} with the version the edit started from. */
export function SchoolEditModal({ school, onClose }: { school: School; onClose: () => void }) {
  const form = useForm<SchoolEditInput, unknown, SchoolEditOutput>({
    resolver: zodResolver(schoolPatchSchema),
    defaultValues: toFormValues(school),
  });
  const save = useUpdateSchool();
  const client = useQueryClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [base, setBase] = useState(school.updatedAt);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: school._id, body: { ...values, updatedAt: base } });
      toast.show(SCHOOL_UPDATED, 'success');
      onClose();
    } catch (err) {
      toast.show(MESSAGES.schoolInfoFailed, 'error');
      if (isConflict(err)) {
        const current = err.current as School | undefined;
        if (current?._id) {
          client.setQueryData(schoolKeys.detail(current._id), current);
          form.reset(toFormValues(current));
          setBase(current.updatedAt);
        }
        setFailure(err.message || MESSAGES.staleRecord);
        return;
      }
      applyFieldErrors(form, err);
      setFailure(errorMessage(err, MESSAGES.schoolInfoFailed));
    }
  });

  return (
    <Modal
      open
      title="Edit School Information"
      onClose={onClose}
      width="52rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Edit School Information">
          {failure && <FormErrorBox heading={MESSAGES.schoolInfoFailed} message={failure} />}
          <SchoolInfoFields />
          <ContactPersonFields />
          <ContactInfoFields emailName="contactInfo.email" />
          <SchoolSettingsFields />
        </form>
      </FormProvider>
    </Modal>
  );
}
