import { useId, useState } from 'react';
import type { TeacherRequest } from 'shared-domain';
import { ErrorSummary, TextAreaField } from 'shared-ui';
import { Modal, ModalForm, ModalFormActions } from 'shared-ui/staff';

export const DENY_REASON_REQUIRED = 'Give the school a reason';

export interface DenyRequestDialogProps {
  request: TeacherRequest;
  busy: boolean;
  onDeny: (reason: string) => void;
  onClose: () => void;
}

/** Denying answers the school for good: ask first, with the reason the school receives with the answer. */
export function DenyRequestDialog({ request: r, busy, onDeny, onClose }: DenyRequestDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Each failed submit moves focus to the summary.
  const [failures, setFailures] = useState(0);
  const reasonId = `${formId}-reason`;
  const teacher = `${r.teacher.name.first} ${r.teacher.name.last}`;
  const footer = <ModalFormActions formId={formId} busy={busy} submitLabel="Deny request" onCancel={onClose} variant="danger" />;
  return (
    <Modal title={`Deny the request from ${r.from.schoolName}?`} open onClose={onClose} footer={footer}>
      <ModalForm
        id={formId}
        noValidate
        aria-label="Deny request"
        onSubmit={(e) => {
          e.preventDefault();
          const text = reason.trim();
          if (!text) {
            setError(DENY_REASON_REQUIRED);
            setFailures((n) => n + 1);
            return;
          }
          onDeny(text);
        }}
      >
        <ErrorSummary items={error ? [{ fieldId: reasonId, message: error }] : []} focusKey={failures} />
        <p>
          {r.from.schoolName} asked to see {teacher}&apos;s details. The school is e-mailed the answer with your reason, and sees both on
          its Requests page.
        </p>
        <TextAreaField
          id={reasonId}
          label="Reason"
          required
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </ModalForm>
    </Modal>
  );
}
