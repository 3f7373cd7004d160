import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell, useFieldIds, type FieldBaseProps } from './field';

export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {}

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Labelled text input; spread react-hook-form's `register(...)` into it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell inputId={inputId} hintId={hintId} errorId={errorId} label={label} hint={hint} error={error} required={rest.required}>
      <StyledInput ref={ref} id={inputId} type={type} $invalid={!!error} {...aria} {...rest} />
    </FieldShell>
  );
});
