import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatUsd, invoiceNumber, localToday, type LedgerCharge } from 'shared-domain';
import { Badge, Button, ButtonLink, EmptyState, LoadingText, useToast, type BadgeTone } from 'shared-ui';
import { Modal } from 'shared-ui/staff';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { useSystemSettings } from '../../settings/api/get-settings';
import { useLedger, useLedgerChange } from './api';
import { ChargeDialog, PaymentDialog } from './ledger-dialogs';

export const LEDGER_FETCH_FAILED = 'The payment ledger could not be loaded.';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  & h3 {
    margin: 0;
  }
`;

const StyledCharges = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledCharge = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  & h4 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    margin: 0;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
  & li {
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A charge's state in words (with a colour, never the colour alone). */
function chargeState(c: LedgerCharge, on: string): { label: string; tone: BadgeTone } {
  if (c.open <= 0) return { label: 'Paid', tone: 'green' };
  if (c.dueDate < on) return { label: 'Overdue', tone: 'red' };
  if (c.paid > 0) return { label: 'Part paid', tone: 'yellow' };
  return { label: 'Open', tone: 'blue' };
}

type Removal = { entryId: string; what: string };

function ChargeItem({
  teacherId,
  charge,
  on,
  onPay,
  onRemove,
  onInvoice,
  busy,
}: {
  teacherId: string;
  charge: LedgerCharge;
  on: string;
  onPay: () => void;
  onRemove: (r: Removal) => void;
  onInvoice: () => void;
  busy: boolean;
}) {
  const state = chargeState(charge, on);
  const name = `${invoiceNumber(charge.number)} ${charge.description}`;
  return (
    <StyledCharge aria-label={name}>
      <h4>
        <span>{name}</span> <Badge tone={state.tone}>{state.label}</Badge>
      </h4>
      <p>
        {formatUsd(charge.amount)} on {formatDate(charge.date)}, due {formatDate(charge.dueDate)}. Paid {formatUsd(charge.paid)},{' '}
        <strong>open {formatUsd(charge.open)}</strong>.
      </p>
      <p>{charge.invoicedAt ? `Invoice e-mailed ${formatDate(charge.invoicedAt)}` : 'Invoice not sent yet'}</p>
      {charge.payments.length > 0 && (
        <ul aria-label={`Payments on ${invoiceNumber(charge.number)}`}>
          {charge.payments.map((p) => (
            <li key={p._id}>
              {formatUsd(p.amount)} by {p.method} on {formatDate(p.date)}
              {p.note ? ` (${p.note})` : ''}{' '}
              <Button
                variant="link"
                size="sm"
                onClick={() => onRemove({ entryId: p._id, what: `the payment of ${formatUsd(p.amount)} on ${formatDate(p.date)}` })}
              >
                Remove payment
              </Button>
            </li>
          ))}
        </ul>
      )}
      <StyledActions>
        {charge.open > 0 && (
          <Button size="sm" onClick={onPay}>
            Record payment
          </Button>
        )}
        <ButtonLink size="sm" variant="secondary" to={`/admin/teachers/${teacherId}/invoices/${charge._id}`}>
          View invoice
        </ButtonLink>
        {charge.open > 0 && (
          <Button size="sm" variant="secondary" onClick={onInvoice} busy={busy}>
            {charge.invoicedAt ? 'Resend invoice' : 'Send invoice'}
          </Button>
        )}
        {charge.payments.length === 0 && (
          <Button size="sm" variant="ghost" onClick={() => onRemove({ entryId: charge._id, what: `charge ${name}` })}>
            Remove charge
          </Button>
        )}
      </StyledActions>
    </StyledCharge>
  );
}

/**
 * A teacher's payment ledger (admins): its charges with their payments and invoices, 'Add charge', 'Record payment',
 * 'Send invoice'. The record's Payments Pending and Remaining Balance are derived from it by the server.
 */
export function LedgerPanel({ teacherId }: { teacherId: string }) {
  const ledger = useLedger(teacherId);
  const change = useLedgerChange(teacherId);
  const settings = useSystemSettings();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [payFor, setPayFor] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const billing = settings.data?.paymentAndBilling;
  const on = localToday();

  if (ledger.isPending) return <LoadingText />;
  if (ledger.isError)
    return <QueryErrorPanel query={ledger} message={LEDGER_FETCH_FAILED} request={`GET /api/teachers/${teacherId}/ledger`} />;
  const open = ledger.data.charges.filter((c) => c.open > 0);

  const sendInvoice = async (c: LedgerCharge) => {
    try {
      await change.mutateAsync({ kind: 'invoice', chargeId: c._id });
      toast.show(`Invoice ${invoiceNumber(c.number)} e-mailed`, 'success');
    } catch (err) {
      toast.show(err instanceof Error && err.message ? err.message : 'The invoice could not be sent. Please try again.', 'error');
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: 'remove', entryId: removing.entryId });
      toast.show(`Removed ${removing.what}`, 'success');
    } catch (err) {
      toast.show(err instanceof Error && err.message ? err.message : 'It could not be removed. Please try again.', 'error');
    }
    setRemoving(null);
  };

  return (
    <div>
      <StyledHead>
        <h3>Payment ledger</h3>
        <StyledActions>
          <Button size="sm" onClick={() => setAdding(true)}>
            Add charge
          </Button>
          <Button size="sm" variant="secondary" disabled={!open.length} onClick={() => setPayFor(open[0]?._id ?? null)}>
            Record payment
          </Button>
        </StyledActions>
      </StyledHead>
      {ledger.data.charges.length === 0 ? (
        <EmptyState>No charges yet</EmptyState>
      ) : (
        <StyledCharges aria-label="Charges">
          {ledger.data.charges.map((c) => (
            <ChargeItem
              key={c._id}
              teacherId={teacherId}
              charge={c}
              on={on}
              busy={change.isPending && change.variables?.kind === 'invoice' && change.variables.chargeId === c._id}
              onPay={() => setPayFor(c._id)}
              onInvoice={() => void sendInvoice(c)}
              onRemove={setRemoving}
            />
          ))}
        </StyledCharges>
      )}
      <ChargeDialog
        teacherId={teacherId}
        open={adding}
        onClose={() => setAdding(false)}
        terms={billing?.defaultPaymentTerms ?? 30}
        autoSend={billing?.autoSendInvoices ?? true}
        onSaved={(m) => toast.show(m, 'success')}
      />
      {payFor && (
        <PaymentDialog
          teacherId={teacherId}
          charges={open}
          chargeId={payFor}
          onClose={() => setPayFor(null)}
          allowPartial={billing?.allowPartialPayments ?? true}
          onSaved={(m) => toast.show(m, 'success')}
        />
      )}
      <Modal
        title="Remove from the ledger?"
        open={removing !== null}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button variant="danger" busy={change.isPending} onClick={() => void remove()}>
              Remove
            </Button>
          </>
        }
      >
        <p>Remove {removing?.what}? The balance is worked out again; the history keeps what it was.</p>
      </Modal>
    </div>
  );
}
