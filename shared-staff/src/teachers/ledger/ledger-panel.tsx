import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatUsd, invoiceNumber, ledgerRows, programDate, type LedgerCharge, type LedgerRow } from 'shared-domain';
import { Button, ButtonLink, ChargeStateBadge, EmptyState, LoadingText, useToast } from 'shared-ui';
import { DataTable, Modal, MoreMenu, type DataTableColumn, type MoreMenuItem } from 'shared-ui/staff';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { useSystemSettings } from '../../lib/api/get-settings';
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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A row's visible action and its menu of the others, side by side on one line. */
const StyledRowActions = styled.div`
  display: flex;
  /* Where the card is narrow (1366 px beside the record's menu) the menu goes under the action, not off the card. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

type Removal = { entryId: string; what: string };

const money = (n: number) => formatUsd(n);

/** A phrase that is read as one (an invoice number, 'e-mailed Mar 3, 2026'): never broken at its hyphen or spaces. */
const Whole = styled.span`
  white-space: nowrap;
  /* A phone card's line is narrower than a phrase: there it wraps at its spaces. */
  @media ${({ theme }) => theme.breakpoints.phone} {
    white-space: normal;
  }
`;

/** A date, or a phrase never to break at its hyphen: on one line at every width. */
const OneLine = styled.span`
  white-space: nowrap;
`;

/**
 * The ledger table's columns: one row per charge or payment in date order, its amount in Charge or Payment, and the
 * running balance. A charge's state leads the line of its dates; its row shows its usual next step ('Record payment'
 * while open, else 'View invoice') and the others in its 'More actions' menu. A payment's row has 'Remove payment'.
 */
function ledgerColumns({
  teacherId,
  on,
  onPay,
  onRemove,
  onInvoice,
}: {
  teacherId: string;
  on: string;
  onPay: (chargeId: string) => void;
  onRemove: (r: Removal) => void;
  onInvoice: (c: LedgerCharge) => void;
}): DataTableColumn<LedgerRow>[] {
  return [
    { key: 'date', header: 'Date', nowrap: true, render: (r) => formatDate(r.date) },
    {
      key: 'description',
      header: 'Description',
      // Narrow enough that the ledger fits its card at 1366 px; its words wrap, its dates and numbers do not.
      minWidth: '9rem',
      render: (r) =>
        r.kind === 'charge' ? (
          <>
            <Whole as="strong">{invoiceNumber(r.charge.number)}</Whole> {r.charge.description}
            <br />
            <small>
              <ChargeStateBadge charge={r.charge} today={on} /> {'Due '}
              <OneLine>{formatDate(r.charge.dueDate)}</OneLine>
              {' · '}
              {r.charge.invoicedAt ? (
                <>
                  <OneLine>invoice e-mailed</OneLine> <OneLine>{formatDate(r.charge.invoicedAt)}</OneLine>
                </>
              ) : (
                'invoice not sent yet'
              )}
            </small>
          </>
        ) : (
          <>
            {`Payment by ${r.payment.method} towards `}
            <Whole>{invoiceNumber(r.charge.number)}</Whole>
            {r.payment.noteToTeacher && (
              <>
                <br />
                <small>{`To the teacher: ${r.payment.noteToTeacher}`}</small>
              </>
            )}
            {r.payment.internalNote && (
              <>
                <br />
                <small>{`Internal (staff only): ${r.payment.internalNote}`}</small>
              </>
            )}
          </>
        ),
    },
    { key: 'charge', header: 'Charge', align: 'right', nowrap: true, render: (r) => (r.kind === 'charge' ? money(r.amount) : '') },
    { key: 'payment', header: 'Payment', align: 'right', nowrap: true, render: (r) => (r.kind === 'payment' ? money(r.amount) : '') },
    { key: 'balance', header: 'Balance', align: 'right', nowrap: true, render: (r) => money(r.balance) },
    {
      key: 'actions',
      header: 'Actions',
      controls: true,
      render: (r) => {
        if (r.kind === 'payment')
          return (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Remove payment of ${formatUsd(r.amount)} on ${formatDate(r.date)}`}
              onClick={() => onRemove({ entryId: r.id, what: `the payment of ${formatUsd(r.amount)} on ${formatDate(r.date)}` })}
            >
              Remove payment
            </Button>
          );
        const c = r.charge;
        const number = invoiceNumber(c.number);
        const invoice = `/admin/teachers/${teacherId}/invoices/${c._id}`;
        // The row's usual next step stays in view: an open charge is paid, a settled one's invoice is read.
        const more: MoreMenuItem[] = [
          ...(c.open > 0 ? [{ label: 'View invoice', to: invoice }] : []),
          ...(c.open > 0 ? [{ label: c.invoicedAt ? 'Resend invoice' : 'Send invoice', onSelect: () => onInvoice(c) }] : []),
          ...(c.payments.length === 0
            ? [{ label: 'Remove charge', onSelect: () => onRemove({ entryId: c._id, what: `charge ${number} ${c.description}` }) }]
            : []),
        ];
        return (
          <StyledRowActions>
            {c.open > 0 ? (
              <Button size="sm" onClick={() => onPay(c._id)}>
                Record payment
              </Button>
            ) : (
              <ButtonLink size="sm" variant="secondary" to={invoice}>
                View invoice
              </ButtonLink>
            )}
            {more.length > 0 && <MoreMenu label={`More actions for ${number}`} items={more} />}
          </StyledRowActions>
        );
      },
    },
  ];
}

/**
 * A teacher's payment ledger (admins): its charges with their payments and invoices, 'Add charge', 'Record payment',
 * 'Send invoice', as one table with the running balance. The record's balance is derived from it by the server.
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
  const on = programDate(new Date());

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
        <DataTable
          caption="Payment ledger: charges and payments by date, with the balance after each"
          columns={ledgerColumns({
            teacherId,
            on,
            onPay: setPayFor,
            onRemove: setRemoving,
            onInvoice: (c) => void sendInvoice(c),
          })}
          rows={ledgerRows(ledger.data.charges)}
          getRowId={(r) => r.id}
          emptyText="No charges yet"
        />
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
