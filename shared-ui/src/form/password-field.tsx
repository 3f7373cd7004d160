import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { FieldShell, useFieldIds } from './field';
import { StyledInput, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

const StyledWrap = styled.div`
  position: relative;
  & > input {
    padding-right: 4.5rem;
  }
`;

const StyledToggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xxs};
  transform: translateY(-50%);
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Password input with a Show/Hide button. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, 'aria-describedby': describedBy, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell inputId={inputId} hintId={hintId} errorId={errorId} label={label} hint={hint} error={error} required={rest.required}>
      <StyledWrap>
        <StyledInput
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          $invalid={!!error}
          {...aria}
          {...rest}
        />
        <StyledToggle
          type="button"
          aria-controls={inputId}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </StyledToggle>
      </StyledWrap>
    </FieldShell>
  );
});
