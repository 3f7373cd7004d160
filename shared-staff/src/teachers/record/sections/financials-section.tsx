import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { formatUsd } from 'shared-domain';
import { FormGrid, TextField } from 'shared-ui';
import { DescriptionList, Section } from 'shared-ui/staff';
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

const amount = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** A dollar amount input: not negative, in cents. */
const usd = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * Amounts in US dollars; 'Total Financial Obligations' is the remaining balance (product spec 'Financials'). On an
 * existing record the figures come from its payment ledger (issue 18), shown read-only above it; a new record's
 * balance is typed in and becomes its opening charge.
 */
export function FinancialsSection({ ledger }: { ledger?: ReactNode }) {
  const { form, field } = useTeacherField();
  const [pending, remaining] = useWatch({ control: form.control, name: ['financials.paymentsPending', 'financials.remainingBalance'] });
  const total = (
    <StyledTotal>
      <span>Total Financial Obligations</span>
      <output aria-label="Total Financial Obligations">{formatUsd(amount(remaining))}</output>
    </StyledTotal>
  );
  if (ledger) {
    return (
      <Section id={sectionAnchor('financials')} title="Financials">
        <DescriptionList
          items={[
            ['Payments Pending', `${formatUsd(amount(pending))} (invoiced, not yet paid)`],
            ['Remaining Balance', formatUsd(amount(remaining))],
          ]}
        />
        {total}
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
