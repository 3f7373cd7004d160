import { z } from 'zod';
import { enumField } from './enum-words';
import { calendarDate, money, requiredText, teacherIdParam, text } from './schemas/common';

/**
 * The per-teacher payment ledger. Charges (a program fee, an installment) and the payments made against
 * them. The spec's `financials` are derived from it, never typed in:
 * - remainingBalance: what is still owed, every charge's open amount;
 * - paymentsPending: the part of it already invoiced, i.e. payments asked for and not yet received.
 * Both change only when the ledger does (not with the date), so a record reads the same tomorrow.
 */
export const PAYMENT_METHODS = ['check', 'card', 'bank transfer', 'cash', 'payroll deduction', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LEDGER_MESSAGES = {
  amountPositive: 'Amount must be more than 0',
  dueBeforeDate: 'Due date must be on or after the charge date',
  overpaid: (open: string) => `Amount must be at most the charge's open amount (${open})`,
  partialOff: (open: string) => `Partial payments are off: the payment must settle the whole open amount (${open})`,
  chargeSettled: 'This charge is already paid',
  chargeNotFound: 'Charge not found',
  entryNotFound: 'Ledger entry not found',
  chargeHasPayments: 'Remove the payments on this charge first',
  noTeacherEmail: "The teacher's record has no e-mail address to send the invoice to",
} as const;

const amount = money.refine((v) => v > 0, LEDGER_MESSAGES.amountPositive);

/** POST /api/teachers/:id/charges. Without dueDate the charge falls due `defaultPaymentTerms` days after its date. */
export const chargeInputSchema = z
  .object({
    description: requiredText('Description', 200),
    amount,
    date: calendarDate('Charge date'),
    dueDate: calendarDate('Due date', { blank: true, optional: true }).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.dueDate && c.dueDate < c.date) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: LEDGER_MESSAGES.dueBeforeDate });
  });
export type ChargeInput = z.infer<typeof chargeInputSchema>;

/**
 * POST /api/teachers/:id/payments: a payment against one open charge. `internalNote` is for staff only; the teacher
 * reads `noteToTeacher`. `note`, the single note of before, is taken as the internal note.
 */
export const paymentInputSchema = z
  .object({
    chargeId: z.uuid({ error: 'Choose the charge this payment is for' }),
    amount,
    date: calendarDate('Payment date'),
    method: enumField(PAYMENT_METHODS, 'payment method'),
    internalNote: text('Internal note', 500),
    noteToTeacher: text('Note to the teacher', 500),
    note: text('Note', 500).optional(),
  })
  .transform(({ note, ...p }) => ({ ...p, internalNote: p.internalNote || note || '' }));
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const ledgerEntryParam = teacherIdParam.extend({
  entryId: z.uuid({ error: 'Invalid id' }),
});

const payment = z.object({
  _id: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** Staff only: never in a teacher's answer. */
  internalNote: z.string(),
  /** What the teacher reads with the payment. */
  noteToTeacher: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const ledgerChargeSchema = z
  .object({
    _id: z.string(),
    /** The invoice number (INV-<number>). */
    number: z.number().int(),
    description: z.string(),
    amount: z.number(),
    date: z.string(),
    dueDate: z.string(),
    paid: z.number(),
    open: z.number(),
    /** When its invoice was last e-mailed (null: never). */
    invoicedAt: z.string().nullable(),
    createdBy: z.string(),
    createdAt: z.string(),
    payments: z.array(payment),
  })
  .meta({ id: 'LedgerCharge' });
export type LedgerCharge = z.infer<typeof ledgerChargeSchema>;
export type LedgerPayment = LedgerCharge['payments'][number];

/** GET /api/teachers/:id/ledger (admins only: supervisors do not see amounts). */
export const ledgerSchema = z
  .object({
    teacherId: z.string(),
    /** The teacher record's updatedAt after the ledger's last change (a ledger write changes the record's financials). */
    updatedAt: z.string(),
    financials: z.object({ paymentsPending: z.number(), remainingBalance: z.number() }),
    charges: z.array(ledgerChargeSchema),
  })
  .meta({ id: 'Ledger' });
export type Ledger = z.infer<typeof ledgerSchema>;

/** GET /api/teachers/:id/charges/:entryId/invoice: what the printable invoice and its e-mail show. */
export const invoiceSchema = z
  .object({
    number: z.string(),
    program: z.object({ name: z.string(), email: z.string(), phone: z.string(), url: z.string() }),
    teacher: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    charge: ledgerChargeSchema,
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceNumber = (n: number) => `INV-${n}`;

// A charge's state lives in a module without zod, so that screens showing it do not load the schemas.
export { CHARGE_STATES, chargeState, type ChargeState } from './charge-state';

/** Dollars to whole cents and back (the ledger stores cents, the API speaks dollars). */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const fromCents = (cents: number) => cents / 100;

/** The spec's financials from a ledger's charges (see above). */
export function ledgerFinancials(charges: Pick<LedgerCharge, 'open' | 'invoicedAt'>[]) {
  let remaining = 0;
  let pending = 0;
  for (const c of charges) {
    const open = toCents(c.open);
    remaining += open;
    if (c.invoicedAt) pending += open;
  }
  return { paymentsPending: fromCents(pending), remainingBalance: fromCents(remaining) };
}

/** What has been paid against a ledger's charges: the sum of every charge's payments so far. */
export function ledgerPaidTotal(charges: Pick<LedgerCharge, 'paid'>[]) {
  return fromCents(charges.reduce((sum, c) => sum + toCents(c.paid), 0));
}

/** One line of the ledger table: a charge (adds to the balance) or a payment (takes from it). */
export type LedgerRow =
  | { kind: 'charge'; id: string; date: string; charge: LedgerCharge; amount: number; balance: number }
  | { kind: 'payment'; id: string; date: string; charge: LedgerCharge; payment: LedgerPayment; amount: number; balance: number };

/**
 * The ledger's charges and payments as rows in date order (a charge before a payment of the same day, then in the
 * order they were recorded), each with the running balance after it, in cents so that no row is a cent off.
 */
export function ledgerRows(charges: readonly LedgerCharge[]): LedgerRow[] {
  const lines = charges.flatMap((c) => [
    { kind: 'charge' as const, id: c._id, date: c.date, at: c.createdAt, charge: c, amount: c.amount, order: 0 },
    ...c.payments.map((p) => ({
      kind: 'payment' as const,
      id: p._id,
      date: p.date,
      at: p.createdAt,
      charge: c,
      payment: p,
      amount: p.amount,
      order: 1,
    })),
  ]);
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.at.localeCompare(b.at));
  let cents = 0;
  return lines.map(({ at: _at, order: _order, ...line }) => {
    cents += line.kind === 'charge' ? toCents(line.amount) : -toCents(line.amount);
    return { ...line, balance: fromCents(cents) };
  });
}
