import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError, errorMessage } from 'shared-auth';
import { MESSAGES, UNDO_MESSAGES } from 'shared-domain';
import { Badge, ErrorSummary, FormErrorBox, useToast, withoutFieldCode } from 'shared-ui';
import { Modal, ModalForm, ModalFormActions } from 'shared-ui/staff';
import { useUndoToast } from './use-undo-toast';

/**
 * An act: how to do it, what the toast says, and (when it can be taken back) how to undo what it answered. An act
 * without `undo` cannot be taken back: the dialog says so, and its toast offers no Undo.
 */
export interface UndoableAct<T, R = T> {
  run: () => Promise<T>;
  done: string | ((result: T) => string);
  undo?: (result: T) => Promise<R>;
  undone?: string | ((restored: R) => string);
}

/** What an act that cannot be taken back says before it is done. */
export const CANNOT_UNDO = 'This cannot be undone.';

/** A problem found before anything is sent: on the dialog's one field, or on the whole form. */
export type ActProblem = { field: string } | { form: string } | null;

export interface ConfirmActDialogProps<T, R = T> {
  title: string;
  /** The submit button's words (the act's name). */
  submitLabel: string;
  variant?: 'primary' | 'danger';
  /** What the act does, said before it is done. */
  description: ReactNode;
  /** What it changes in a requirement (shared-domain's ...ActEffect), or null. */
  effect?: string | null;
  /** The dialog's one field that can be wrong: its element id (for the error summary) and its name in the API's 400. */
  field?: { id: string; name: string };
  check?: () => ActProblem;
  act: UndoableAct<T, R>;
  onClose: () => void;
  /** The fields, given the field's error and a way to clear it as the user types. */
  children?: (field: { error: string | undefined; clear: () => void }) => ReactNode;
}

const StyledEffect = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  & p {
    margin: 0;
  }
`;

/**
 * Ask first, act, then offer Undo: the one dialog of every act on a teacher's evidence that changes what counts
 * (verify or return a document, approve or return hours) and of a move on the candidate's path (which has no Undo). It names what will happen and what it changes in a
 * requirement; its submit runs the act, closes, and shows the toast with Undo. A refusal stays in the dialog: on the
 * field when the API names it, else on the form.
 */
export function ConfirmActDialog<T, R = T>({
  title,
  submitLabel,
  variant,
  description,
  effect,
  field,
  check,
  act,
  onClose,
  children,
}: ConfirmActDialogProps<T, R>) {
  const formId = useId();
  const offerUndo = useUndoToast();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  // Each failed submit moves focus to the error summary.
  const [failures, setFailures] = useState(0);
  const fail = (message: string) => {
    setFieldError(message);
    setFailures((n) => n + 1);
  };
  const submit = async (e: FormEvent) => {
    // The dialog may open over the record's form: its submit must not reach that form.
    e.preventDefault();
    e.stopPropagation();
    setError(null);
    const problem = check?.() ?? null;
    if (problem && 'field' in problem) return fail(problem.field);
    if (problem) return setError(problem.form);
    setFieldError(undefined);
    setBusy(true);
    try {
      const result = await act.run();
      onClose();
      const done = typeof act.done === 'function' ? act.done(result) : act.done;
      const { undo, undone } = act;
      if (undo && undone) offerUndo(done, () => undo(result), undone);
      else toast.show(done, 'success');
    } catch (err) {
      const named = field && err instanceof ApiError ? err.fieldErrors[field.name] : undefined;
      if (named) fail(withoutFieldCode(named));
      else setError(errorMessage(err, MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  const footer = <ModalFormActions formId={formId} busy={busy} submitLabel={submitLabel} variant={variant} onCancel={onClose} />;
  return (
    <Modal title={title} open onClose={onClose} footer={footer}>
      <ModalForm id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label={submitLabel}>
        <ErrorSummary items={field && fieldError ? [{ fieldId: field.id, message: fieldError }] : []} focusKey={failures} />
        {error && <FormErrorBox message={error} />}
        {description}
        {effect && (
          <StyledEffect role="note" aria-label="What changes">
            <Badge tone="yellow">What changes</Badge>
            <p>{effect}</p>
          </StyledEffect>
        )}
        {children?.({ error: fieldError, clear: () => setFieldError(undefined) })}
        <p>{act.undo ? UNDO_MESSAGES.undoHint : CANNOT_UNDO}</p>
      </ModalForm>
    </Modal>
  );
}
