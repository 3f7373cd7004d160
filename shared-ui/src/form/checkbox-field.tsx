import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledError, StyledHint, StyledRequired, useFieldIds, type FieldBaseProps } from './field';

export interface CheckboxFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {}

const StyledWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  & > input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  & > label {
    cursor: pointer;
  }
`;

/** Checkbox with its label to the right. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedBy);
  return (
    <StyledWrap>
      <StyledRow>
        <input ref={ref} id={inputId} type="checkbox" {...aria} {...rest} />
        <label htmlFor={inputId}>{label}</label>
        {rest.required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledRow>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledWrap>
  );
});
