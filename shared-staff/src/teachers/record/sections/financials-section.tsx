import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { formatUsd } from 'shared-domain';
import { FormGrid, Section, TextField } from 'shared-ui';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

const StyledTotal = styled.p`
  display: flex;
  justify-content: space-between;
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

/** Amounts in US dollars; 'Total Financial Obligations' is the remaining balance (product spec 'Financials'). */
export function FinancialsSection() {
  const { form, field } = useTeacherField();
  const remaining = useWatch({ control: form.control, name: 'financials.remainingBalance' });
  return (
    <Section id={sectionAnchor('financials')} title="Financials">
      <FormGrid columns={2}>
        <TextField label="Payments Pending (USD)" {...usd} {...field('financials.paymentsPending')} />
        <TextField label="Remaining Balance (USD)" {...usd} {...field('financials.remainingBalance')} />
      </FormGrid>
      <StyledTotal>
        <span>Total Financial Obligations</span>
        <output aria-label="Total Financial Obligations">{formatUsd(amount(remaining))}</output>
      </StyledTotal>
    </Section>
  );
}
