import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, formatDate, observationRemovalSchema, type ObservationRemoval, type StoredObservation } from 'shared-domain';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { FormErrorBox, FormErrorSummary, TextAreaField, useToast } from 'shared-ui';
import { Modal, ModalForm, ModalFormActions } from 'shared-ui/staff';
import { useRemoveSupervision } from '../api/remove-supervision';

export interface RemoveObservationDialogProps {
  teacherId: string;
  observation: StoredObservation;
  onClose: () => void;
}

/**
 * Asks an admin why an observation is removed: the reason is required and kept with the record and in its
 * history; the observation stays on the record as removed and no longer counts.
 */
export function RemoveObservationDialog({ teacherId, observation, onClose }: RemoveObservationDialogProps) {
  const formId = useId();
  const toast = useToast();
  const remove = useRemoveSupervision();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ObservationRemoval>({ resolver: zodResolver(observationRemovalSchema), defaultValues: { reason: '' } });
  const day = formatDate(observation.date);
  const submit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await remove.mutateAsync({ teacherId, supervisionId: observation._id, input: { reason: input.reason } });
      toast.show(`The observation of ${day} was removed`, 'success');
      onClose();
    } catch (err) {
      // A refusal naming the reason shows in the summary and at the field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) {
        setError(err instanceof ApiError && err.status < 500 && err.message ? err.message : MESSAGES.saveFailed);
      }
    }
  });
  // The dialog opens over the record's form: its submit must not reach that form.
  const onSubmit = (e: FormEvent) => {
    e.stopPropagation();
    void submit(e);
  };
  const footer = <ModalFormActions formId={formId} busy={remove.isPending} submitLabel="Remove observation" onCancel={onClose} />;
  return (
    <Modal title={`Remove the observation of ${day}?`} open onClose={onClose} footer={footer}>
      <ModalForm id={formId} onSubmit={onSubmit} noValidate aria-label="Remove observation">
        <FormErrorSummary form={form} />
        {error && <FormErrorBox message={error} />}
        <p>
          It stays on the record marked as removed, with your name and the reason, and no longer counts toward field supervision or the TEA
          export.
        </p>
        <TextAreaField label="Reason" required rows={3} {...form.register('reason')} error={form.formState.errors.reason?.message} />
      </ModalForm>
    </Modal>
  );
}
