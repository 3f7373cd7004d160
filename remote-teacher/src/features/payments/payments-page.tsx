import styled from 'styled-components';
import {
  apiPaths,
  chargeState,
  formatDate,
  formatUsd,
  GLOSSARY,
  invoiceNumber,
  lateText,
  ledgerPaidTotal,
  type MyLedger,
} from 'shared-domain';
import { ButtonLink, ChargeStateBadge, EmptyState } from 'shared-ui';
import { DescriptionList, PageHeader, Section } from 'shared-ui/staff';
import { request } from '../../api/request';
import { useMyLedger } from '../../api/get-my-ledger';
import { QueryState } from '../../components/query-state';
import { paths } from '../../paths';

export const LEDGER_FAILED = 'Your payments could not be loaded.';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledCharges = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  & h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

const StyledHowToPay = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledNote = styled.span`
  display: block;
  overflow-wrap: break-word;
`;

type Charge = MyLedger['charges'][number];

function ChargeItem({ charge: c }: { charge: Charge }) {
  const name = `${invoiceNumber(c.number)} ${c.description}`;
  const state = chargeState(c);
  return (
    <li aria-label={name}>
      <h3>
        {name} <ChargeStateBadge charge={c} />
      </h3>
      <p>
        {formatUsd(c.amount)} · dated {formatDate(c.date)} · due {formatDate(c.dueDate)}
        {state.late ? ` (${lateText(state.late)})` : ''}
        {c.open > 0 && ` · ${formatUsd(c.open)} ${GLOSSARY.balanceDue.toLowerCase()}`}
      </p>
      {c.payments.length > 0 && (
        <ul aria-label={`Payments on ${invoiceNumber(c.number)}`}>
          {c.payments.map((p) => (
            <li key={p._id}>
              {formatUsd(p.amount)} received {formatDate(p.date)} ({p.method})
              {p.noteToTeacher && <StyledNote>Note from the program: {p.noteToTeacher}</StyledNote>}
            </li>
          ))}
        </ul>
      )}
      <div>
        <ButtonLink size="sm" variant="secondary" to={paths.invoice.getHref(c._id)} aria-label={`View invoice ${invoiceNumber(c.number)}`}>
          View invoice
        </ButtonLink>
      </div>
    </li>
  );
}

function reminderText({ daysBeforeDue, byEmail, byText }: MyLedger['reminders']) {
  if (daysBeforeDue === null) return 'The program sends no payment reminders.';
  const how = [byEmail && 'e-mail', byText && 'text message'].filter(Boolean).join(' and ') || 'no channel you chose';
  return `The program reminds you ${daysBeforeDue} ${daysBeforeDue === 1 ? 'day' : 'days'} before a due date, by ${how}.`;
}

function Payments({ data }: { data: MyLedger }) {
  return (
    <StyledStack>
      <PageHeader title="My payments" subtitle="Your charges, payments and invoices" />
      <Section title="Balance">
        <DescriptionList
          items={[
            ['Balance due', formatUsd(data.financials.remainingBalance)],
            ['Invoiced, not yet paid', formatUsd(data.financials.paymentsPending)],
            ['Paid so far', formatUsd(ledgerPaidTotal(data.charges))],
            ['Next due date', data.nextDueDate ? formatDate(data.nextDueDate) : 'Nothing due'],
          ]}
        />
      </Section>
      <Section title="Charges and payments">
        {data.charges.length === 0 ? (
          <EmptyState>No charges yet.</EmptyState>
        ) : (
          <StyledCharges aria-label="Charges">
            {data.charges.map((c) => (
              <ChargeItem key={c._id} charge={c} />
            ))}
          </StyledCharges>
        )}
      </Section>
      <Section title="How to pay">
        <StyledHowToPay>{data.howToPay}</StyledHowToPay>
        <p>Card payments are not taken through the portal.</p>
      </Section>
      <Section title="Payment reminders">
        <p>{reminderText(data.reminders)}</p>
      </Section>
    </StyledStack>
  );
}

/** /teacher/payments: the ledger, the balance, each invoice, how to pay and the reminders that apply. */
export function PaymentsPage() {
  const query = useMyLedger();
  return (
    <QueryState query={query} message={LEDGER_FAILED} request={request(apiPaths.myLedger)}>
      {(data) => <Payments data={data} />}
    </QueryState>
  );
}
