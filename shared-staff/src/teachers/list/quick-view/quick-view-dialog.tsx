import type { StaffArea } from 'shared-domain';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { apiPaths, MESSAGES, type Teacher, type TeacherBody, type TeacherListItem } from 'shared-domain';
import { Button, ButtonLink, FormErrorBox, FormErrorSummary, LoadingText, useToast } from 'shared-ui';
import { Modal, ModalFormActions } from 'shared-ui/staff';
import { useTeacher } from '../../api/get-teacher';
import { QueryErrorPanel } from '../../../lib/query-error-panel';
import { teachersFetchFailed } from '../../teachers-fetch-failed';
import { storeTeacher } from '../../api/cache';
import { useUpdateTeacher } from '../../api/update-teacher';
import { teacherPaths } from '../../paths';
import { fieldLabel } from '../../record/field-label';
import { teacherResolver, toFormValues, type TeacherFormValues } from '../../record/form-values';
import { ContactSection } from '../../record/sections/contact-section';
import { PersonalSection } from '../../record/sections/personal-section';
import { PlacementSection } from '../../record/sections/placement-section';
import { StyledRecord } from '../../record/record-layout';
import { QuickExams } from './quick-exams';
import { QuickViewDetails } from './quick-view-details';

export interface QuickViewDialogProps {
  role: StaffArea;
  /** The list's row: the dialog opens at once with its name and fetches the whole record to show and edit. */
  row: TeacherListItem;
  onClose: () => void;
}

/**
 * The modal detail form (product spec 'Teacher edit modal'): view -> edit (working copy) -> save (PUT) or cancel.
 * It opens at once with the row's name and shows the whole record once fetched (one Modal throughout, so the
 * dialog keeps its focus while the record arrives).
 */
export function QuickViewDialog({ role, row, onClose }: QuickViewDialogProps) {
  const query = useTeacher(String(row.ref));
  const teacher = query.data;
  const formId = useId();
  const toast = useToast();
  const client = useQueryClient();
  const update = useUpdateTeacher();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TeacherFormValues, unknown, TeacherBody>({ resolver: teacherResolver });

  const startEdit = () => {
    if (!teacher) return;
    form.reset(toFormValues(teacher));
    setError(null);
    setEditing(true);
  };
  const onSubmit = form.handleSubmit(async (body) => {
    if (!teacher) return;
    setError(null);
    try {
      await update.mutateAsync({ id: teacher._id, body, updatedAt: teacher.updatedAt });
      setEditing(false);
      toast.show('Changes saved', 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.current) {
        storeTeacher(client, err.current as Teacher);
        form.reset(toFormValues(err.current as Teacher));
        setError(MESSAGES.staleRecord);
        return;
      }
      // A refusal naming fields shows in the summary and at each field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) setError(MESSAGES.saveFailed);
    }
  });

  const footer = !teacher ? (
    <Button variant="secondary" onClick={onClose}>
      Close
    </Button>
  ) : editing ? (
    <ModalFormActions formId={formId} busy={update.isPending} submitLabel="Save" onCancel={() => setEditing(false)} />
  ) : (
    <>
      <ButtonLink variant="secondary" to={teacherPaths(role).detail.getHref(teacher._id)} state={{ teacher }}>
        View Details
      </ButtonLink>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
      <Button onClick={startEdit}>Edit</Button>
    </>
  );

  return (
    <Modal title={`${row.name.first} ${row.name.last}`} open onClose={onClose} footer={footer} width="48rem">
      {error && <FormErrorBox message={error} />}
      {!teacher ? (
        query.isError ? (
          <QueryErrorPanel query={query} message={teachersFetchFailed(role)} request={`GET /api/${apiPaths.teacher(String(row.ref))}`} />
        ) : (
          <LoadingText />
        )
      ) : editing ? (
        <FormProvider {...form}>
          <StyledRecord id={formId} onSubmit={onSubmit} noValidate aria-label="Edit teacher">
            <FormErrorSummary form={form} label={fieldLabel} />
            <PersonalSection />
            <ContactSection />
            <PlacementSection />
            <QuickExams />
          </StyledRecord>
        </FormProvider>
      ) : (
        <QuickViewDetails teacher={teacher} />
      )}
    </Modal>
  );
}
