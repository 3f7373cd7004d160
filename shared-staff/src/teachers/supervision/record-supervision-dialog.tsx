import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, supervisionInputSchema, type Teacher } from 'shared-domain';
import { Button, FormErrorBox, FormGrid, Modal, TextAreaField, TextField, useToast } from 'shared-ui';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { useRecordSupervision, type SupervisionInput } from '../api/record-supervision';

export interface RecordSupervisionDialogProps {
  teacher: Teacher;
  open: boolean;
  onClose: () => void;
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * Records one observation: the date (today by default), how long it lasted and the written feedback (the server
 * refuses an observation without feedback while the system setting `requireObservationNotes` is on).
 */
export function RecordSupervisionDialog({ teacher, open, onClose }: RecordSupervisionDialogProps) {
  const formId = useId();
  const toast = useToast();
  const record = useRecordSupervision();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SupervisionInput>({
    resolver: zodResolver(supervisionInputSchema),
    defaultValues: { date: today(), duration: '', comment: '' },
  });
  const { errors } = form.formState;
  const name = `${teacher.name.first} ${teacher.name.last}`;

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await record.mutateAsync({ teacherId: teacher._id, input });
      toast.show(`Supervision recorded for ${name}`, 'success');
      form.reset({ date: today(), duration: '', comment: '' });
      onClose();
    } catch (err) {
      applyFieldErrors(form, err);
      setError(err instanceof ApiError && err.status < 500 && err.message ? err.message : MESSAGES.saveFailed);
    }
  });

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={formId} busy={record.isPending}>
        Save
      </Button>
    </>
  );
  return (
    <Modal title={`Record supervision: ${name}`} open={open} onClose={onClose} footer={footer}>
      <form id={formId} onSubmit={onSubmit} noValidate aria-label="Record supervision">
        {error && <FormErrorBox message={error} />}
        <FormGrid columns={2}>
          <TextField label="Date" type="date" required {...form.register('date')} error={errors.date?.message} />
          <TextField
            label="Duration"
            placeholder="e.g. 45 minutes"
            required
            {...form.register('duration')}
            error={errors.duration?.message}
          />
        </FormGrid>
        <TextAreaField label="Comment" rows={3} {...form.register('comment')} error={errors.comment?.message} />
      </form>
    </Modal>
  );
}
