import styled from 'styled-components';
import { Button, type ButtonVariant } from 'shared-ui';

export interface ModalFormActionsProps {
  /** The id of the form in the dialog's body that the submit button sends. */
  formId: string;
  submitLabel: string;
  /** The form is being sent: the submit button is disabled (and reads `busyLabel` when given). */
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
  /** 'danger' for a submit that refuses or removes something. */
  variant?: ButtonVariant;
}

/** A dialog's footer for the form in its body: 'Cancel', and the form's submit button. */
export function ModalFormActions({ formId, submitLabel, busy, busyLabel, onCancel, variant = 'primary' }: ModalFormActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant={variant} busy={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </>
  );
}

/**
 * A dialog's form: its parts (the error summary, text, fields) one under another with the fields' spacing, so the
 * summary a failed submit puts on top does not touch the first field.
 */
export const ModalForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > p {
    margin: 0;
  }
`;
