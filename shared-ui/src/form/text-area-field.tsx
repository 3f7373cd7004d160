import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldShell, useFieldIds, type FieldBaseProps } from './field';

export interface TextAreaFieldProps extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

/** Labelled multi-line input. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell inputId={inputId} hintId={hintId} errorId={errorId} label={label} hint={hint} error={error} required={rest.required}>
      <StyledTextArea ref={ref} id={inputId} rows={rows} $invalid={!!error} {...aria} {...rest} />
    </FieldShell>
  );
});
