import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { applyFieldErrors } from 'shared-auth';
import { Button, FormErrorBox } from 'shared-ui';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const StyledActions = styled.div`
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
  &::before {
    content: '✓ ';
  }
`;

/** A success line, announced politely. */
function SuccessText({ children }: { children: ReactNode }) {
  return <StyledSuccess role="status">{children}</StyledSuccess>;
}

type Outcome = 'idle' | 'done' | 'failed';

/**
 * An account form's submit: validates through the form's resolver, sends, and keeps the outcome (a new
 * attempt, valid or not, clears the last one). A refusal's field errors go under their fields.
 */
export function useAccountSubmit<T extends FieldValues>(form: UseFormReturn<T>, send: (values: T) => Promise<void>) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome('idle');
      try {
        await send(values);
        setOutcome('done');
      } catch (err) {
        applyFieldErrors(form, err);
        setOutcome('failed');
      }
    },
    () => setOutcome('idle'),
  );
  return { outcome, onSubmit };
}

/** The outcome line and the submit button ('Updating...' while busy) under an account form. */
export function AccountFormFooter(props: { outcome: Outcome; done: string; failed: string; busy: boolean; label: string }) {
  return (
    <>
      {props.outcome === 'failed' && <FormErrorBox message={props.failed} />}
      {props.outcome === 'done' && <SuccessText>{props.done}</SuccessText>}
      <StyledActions>
        <Button type="submit" busy={props.busy}>
          {props.busy ? 'Updating...' : props.label}
        </Button>
      </StyledActions>
    </>
  );
}
