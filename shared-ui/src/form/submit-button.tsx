import { Button, type ButtonProps } from '../button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'busy'> {
  /** The form is being sent: the button is disabled and reads `busyLabel`. */
  busy: boolean;
  busyLabel: string;
}

/** A form's submit button that says what it is doing while the form is sent ('Saving...'). */
export function SubmitButton({ busy, busyLabel, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" busy={busy} {...rest}>
      {busy ? busyLabel : children}
    </Button>
  );
}
