import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import styled from 'styled-components';
import { ApiError } from 'shared-auth';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSuccess = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 5px solid ${({ theme }) => theme.colors.success.solid};
  background: ${({ theme }) => theme.colors.success.bg};
  color: ${({ theme }) => theme.colors.success.fg};
  border-radius: ${({ theme }) => theme.radii.md};
  &::before { content: '✓ '; }
`;

/** A success line, announced politely. */
export function SuccessText({ children }: { children: ReactNode }) {
  return <StyledSuccess role="status">{children}</StyledSuccess>;
}

/** Puts the field errors a failed call carries (HTTP 400 fieldErrors) under their fields. */
export function showServerFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>) {
  if (!(err instanceof ApiError)) return;
  for (const [field, message] of Object.entries(err.fieldErrors)) setError(field as Path<T>, { message });
}
