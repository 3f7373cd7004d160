import { createContext, useContext, useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface FieldBaseProps {
  label: ReactNode;
  /** Error text shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
}

/** ids and ARIA attributes tying a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, hint: unknown, error: string | undefined, describedBy?: string) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, aria: { 'aria-describedby': described, 'aria-invalid': error ? true : undefined } };
}

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.solid : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger.solid}` : 'none')};
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

export const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLabelLine = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > label + span {
    margin-left: 0.25em;
  }
`;

/** The mark of a field that must be filled in, shown before any submit. */
export const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.danger.fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger.fg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &::before {
    content: '⚠ ';
  }
`;

/** One error line's height, kept empty until a field's error fills it. */
const StyledErrorSpace = styled.div`
  min-height: calc(${({ theme }) => theme.fontSizes.sm} * ${({ theme }) => theme.lineHeights.body});
`;

const ReservedErrorLines = createContext(false);

/**
 * Keeps an empty error line under each field inside it, so an error shown on leaving a field (a form that checks
 * fields as they are left) does not push what follows down under the pointer on its way to the next control.
 */
export function ReserveErrorLines({ children }: { children: ReactNode }) {
  return <ReservedErrorLines.Provider value>{children}</ReservedErrorLines.Provider>;
}

interface FieldShellProps {
  inputId: string;
  hintId?: string;
  errorId?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label above, control, then hint and error text below. */
export function FieldShell({ inputId, hintId, errorId, label, hint, error, required, children }: FieldShellProps) {
  const reserved = useContext(ReservedErrorLines);
  return (
    <StyledField>
      {/* The required marker sits beside the label, not in it: the field's name stays the label's words. */}
      <StyledLabelLine>
        <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledLabelLine>
      {children}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error ? <StyledError id={errorId}>{error}</StyledError> : reserved && <StyledErrorSpace aria-hidden="true" />}
    </StyledField>
  );
}
