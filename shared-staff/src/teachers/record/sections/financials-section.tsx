import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { GLOSSARY, formatUsd } from 'shared-domain';
import { FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

const StyledTotal = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const amount = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** A dollar amount input: not negative, in cents. */
const usd = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * Amounts in US dollars. ONE balance figure, 'Balance due' (the spec's remaining balance, which its
 * 'Total Financial Obligations' showed a second time); the invoiced part is labelled by what it means, and only when it
 * differs. On an existing record the figures come from its payment ledger, shown as a table below; a new
 * record's balance is typed in and becomes its opening charge.
 */
export function FinancialsSection({ ledger }: { ledger?: ReactNode }) {
  const { form, field } = useTeacherField();
  const [pending, remaining] = useWatch({ control: form.control, name: ['financials.paymentsPending', 'financials.remainingBalance'] });
  const balance = amount(remaining);
  const invoiced = amount(pending);
  const total = (
    <StyledTotal>
      <span>{GLOSSARY.balanceDue}</span>
      <output aria-label={GLOSSARY.balanceDue}>{formatUsd(balance)}</output>
    </StyledTotal>
  );
  if (ledger) {
    return (
      <Section id={sectionAnchor('financials')} title="Financials">
        {total}
        <StyledNote>
          {balance <= 0
            ? 'Nothing is owed.'
            : invoiced === balance
              ? 'All of it has been invoiced.'
              : `Invoiced and not yet paid: ${formatUsd(invoiced)}; the rest (${formatUsd(Math.max(0, balance - invoiced))}) has not been invoiced yet.`}
        </StyledNote>
        {ledger}
      </Section>
    );
  }
  return (
    <Section id={sectionAnchor('financials')} title="Financials">
      <FormGrid columns={2}>
        <TextField
          label="Payments Pending (USD)"
          hint="Already invoiced: the opening charge counts as invoiced"
          {...usd}
          {...field('financials.paymentsPending')}
        />
        <TextField
          label="Remaining Balance (USD)"
          hint="Becomes the opening charge of the payment ledger"
          {...usd}
          {...field('financials.remainingBalance')}
        />
      </FormGrid>
      {total}
    </Section>
  );
}
