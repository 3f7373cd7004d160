import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-auth';
import type { FieldErrors } from 'shared-domain';
import type { z } from 'zod';

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

/** The schema's first message per field (dotted paths), like the server's fieldErrors. */
export function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The field errors a failed call carries (empty for other errors). */
export const serverFieldErrors = (err: unknown): FieldErrors => (err instanceof ApiError ? err.fieldErrors : {});

export const preventDefault = (handler: () => void) => (e: FormEvent) => {
  e.preventDefault();
  handler();
};
