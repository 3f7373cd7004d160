import {
  LEDGER_MESSAGES,
  addDays,
  formatUsd,
  fromCents,
  invoiceNumber,
  toCents,
  type ChargeInput,
  type Ledger,
  type LedgerCharge,
  type PaymentInput,
  type StoredTeacher,
} from 'shared-domain';
import type { Database, Sql } from '../db/types';
import { fieldError, notFound } from '../lib/http-errors';
import { newId } from '../lib/ids';
import type { TeachersRepository } from './teachers-repository';

/** One charge with its payments, amounts in cents as stored (the JSON below turns them into dollars). */
const CHARGE_JSON = `jsonb_build_object(
  '_id', c.id, 'number', c.number, 'description', c.description, 'amount', c.amount_cents / 100.0,
  'date', to_char(c.entry_date, 'YYYY-MM-DD'), 'dueDate', to_char(c.due_date, 'YYYY-MM-DD'),
  'paid', coalesce(p.paid, 0) / 100.0, 'open', (c.amount_cents - coalesce(p.paid, 0)) / 100.0,
  'invoicedAt', CASE WHEN c.invoiced_at IS NULL THEN NULL ELSE iso_ts(c.invoiced_at) END,
  'createdBy', c.created_by, 'createdAt', iso_ts(c.created_at), 'payments', coalesce(p.list, '[]'::jsonb))`;
const CHARGES_FROM = `ledger_entries c LEFT JOIN LATERAL (
    SELECT sum(x.amount_cents) AS paid, jsonb_agg(jsonb_build_object(
             '_id', x.id, 'amount', x.amount_cents / 100.0, 'date', to_char(x.entry_date, 'YYYY-MM-DD'), 'method', x.method,
             'internalNote', x.note, 'noteToTeacher', x.note_to_teacher, 'createdBy', x.created_by, 'createdAt', iso_ts(x.created_at)) ORDER BY x.entry_date, x.created_at) AS list
      FROM ledger_entries x WHERE x.charge_id = c.id) p ON true`;

/** The charge's words in the audit trail. */
const chargeText = (c: Pick<LedgerCharge, 'number' | 'description' | 'amount' | 'date' | 'dueDate'>) =>
  `Charge ${invoiceNumber(c.number)} "${c.description}": ${formatUsd(c.amount)} on ${c.date}, due ${c.dueDate}`;
const paymentText = (p: { amount: number; method: string; date: string }, charge: number) =>
  `Payment ${formatUsd(p.amount)} by ${p.method} on ${p.date} for ${invoiceNumber(charge)}`;

/**
 * The payment ledger. Every write locks the teacher, changes the ledger, derives the record's financials
 * again and writes them with one audit row saying what changed: one transaction, so the figures never disagree with
 * the entries.
 */
export function createLedgerRepository(db: Database, teachers: TeachersRepository) {
  async function charges(teacherId: string, q: Sql = db): Promise<LedgerCharge[]> {
    const rows = await q.query<{ j: LedgerCharge }>(
      `SELECT ${CHARGE_JSON} AS j FROM ${CHARGES_FROM} WHERE c.teacher_id = $1 AND c.kind = 'charge' ORDER BY c.entry_date, c.number`,
      [teacherId],
    );
    return rows.map((r) => r.j);
  }

  async function charge(tx: Sql, teacherId: string, chargeId: string): Promise<LedgerCharge> {
    const [row] = await tx.query<{ j: LedgerCharge }>(
      `SELECT ${CHARGE_JSON} AS j FROM ${CHARGES_FROM} WHERE c.teacher_id = $1 AND c.id = $2 AND c.kind = 'charge'`,
      [teacherId, chargeId],
    );
    if (!row) throw notFound(LEDGER_MESSAGES.chargeNotFound);
    return row.j;
  }

  /** The record's financials from its ledger (see shared-domain ledger.ts). */
  async function derive(tx: Sql, teacherId: string): Promise<StoredTeacher['financials']> {
    const [r] = await tx.query<{ remaining: number; pending: number }>(
      `SELECT coalesce(sum(open), 0)::float8 AS remaining, coalesce(sum(open) FILTER (WHERE invoiced), 0)::float8 AS pending
         FROM (SELECT c.amount_cents - coalesce((SELECT sum(p.amount_cents) FROM ledger_entries p WHERE p.charge_id = c.id), 0) AS open,
                      c.invoiced_at IS NOT NULL AS invoiced
                 FROM ledger_entries c WHERE c.teacher_id = $1 AND c.kind = 'charge') x`,
      [teacherId],
    );
    return { paymentsPending: fromCents(r.pending), remainingBalance: fromCents(r.remaining) };
  }

  async function read(q: Sql, t: StoredTeacher): Promise<Ledger> {
    return { teacherId: t._id, updatedAt: t.updatedAt, financials: t.financials, charges: await charges(t._id, q) };
  }

  /** Runs `work` on the locked teacher, then writes the derived financials with `change` and answers the ledger. */
  async function change(
    teacherId: string,
    actor: string,
    work: (tx: Sql, t: StoredTeacher) => Promise<{ field: string; from: unknown; to: unknown }>,
  ): Promise<Ledger> {
    return db.transaction(async (tx) => {
      const before = await teachers.lock(tx, teacherId);
      const what = await work(tx, before);
      const after = await teachers.writeFinancials(tx, before, await derive(tx, teacherId), actor, what);
      return read(tx, after);
    });
  }

  return {
    charges,
    async ledger(teacherId: string): Promise<Ledger | null> {
      const t = await teachers.get(teacherId);
      return t && read(db, t);
    },
    /** One charge of a teacher (its invoice), or 404. */
    async charge(teacherId: string, chargeId: string): Promise<LedgerCharge> {
      return charge(db, teacherId, chargeId);
    },

    /**
     * Adds a charge, due `terms` days after its date unless it names its due date. `invoice` (autoSendInvoices) queues
     * its invoice e-mail in the same transaction and answers whether it did (no teacher e-mail: not invoiced).
     */
    async addCharge(
      teacherId: string,
      input: ChargeInput,
      o: { actor: string; terms: number; invoice?: (tx: Sql, t: StoredTeacher, c: LedgerCharge) => Promise<boolean> },
    ): Promise<Ledger> {
      return change(teacherId, o.actor, async (tx, t) => {
        const id = newId();
        const dueDate = input.dueDate || addDays(input.date, o.terms);
        await tx.query(
          `INSERT INTO ledger_entries (id, teacher_id, kind, number, description, amount_cents, entry_date, due_date, created_by)
           VALUES ($1, $2, 'charge', nextval('invoice_number_seq'), $3, $4, $5, $6, $7)`,
          [id, teacherId, input.description, toCents(input.amount), input.date, dueDate, o.actor],
        );
        const c = await charge(tx, teacherId, id);
        let text = chargeText(c);
        if (o.invoice && (await o.invoice(tx, t, c))) {
          await tx.query('UPDATE ledger_entries SET invoiced_at = clock_timestamp() WHERE id = $1', [id]);
          text += `; invoice e-mailed to ${t.contact.email}`;
        }
        return { field: 'ledger', from: null, to: text };
      });
    },

    /** E-mails a charge's invoice (again) through `invoice`; the charge counts as invoiced from now. */
    async sendInvoice(
      teacherId: string,
      chargeId: string,
      o: { actor: string; invoice: (tx: Sql, t: StoredTeacher, c: LedgerCharge) => Promise<void> },
    ): Promise<Ledger> {
      return change(teacherId, o.actor, async (tx, t) => {
        const c = await charge(tx, teacherId, chargeId);
        if (!t.contact.email) throw fieldError('contact.email', LEDGER_MESSAGES.noTeacherEmail);
        await o.invoice(tx, t, c);
        await tx.query('UPDATE ledger_entries SET invoiced_at = clock_timestamp() WHERE id = $1', [chargeId]);
        return { field: 'ledger', from: null, to: `Invoice ${invoiceNumber(c.number)} e-mailed to ${t.contact.email}` };
      });
    },

    /** Records a payment against one open charge: never more than its open amount; all of it unless partial payments are on. */
    async addPayment(teacherId: string, input: PaymentInput, o: { actor: string; allowPartial: boolean }): Promise<Ledger> {
      return change(teacherId, o.actor, async (tx) => {
        const c = await charge(tx, teacherId, input.chargeId).catch(() => {
          throw fieldError('chargeId', LEDGER_MESSAGES.chargeNotFound);
        });
        const open = toCents(c.open);
        const cents = toCents(input.amount);
        if (open <= 0) throw fieldError('chargeId', LEDGER_MESSAGES.chargeSettled);
        if (cents > open) throw fieldError('amount', LEDGER_MESSAGES.overpaid(formatUsd(c.open)));
        if (!o.allowPartial && cents !== open) throw fieldError('amount', LEDGER_MESSAGES.partialOff(formatUsd(c.open)));
        await tx.query(
          `INSERT INTO ledger_entries (id, teacher_id, kind, charge_id, amount_cents, entry_date, method, note, note_to_teacher, created_by)
           VALUES ($1, $2, 'payment', $3, $4, $5, $6, $7, $8, $9)`,
          [newId(), teacherId, c._id, cents, input.date, input.method, input.internalNote, input.noteToTeacher, o.actor],
        );
        return { field: 'ledger', from: null, to: paymentText(input, c.number) };
      });
    },

    /** Removes a payment, or a charge with no payments (a mistake); the audit row keeps what it was. */
    async remove(teacherId: string, entryId: string, actor: string): Promise<Ledger> {
      return change(teacherId, actor, async (tx) => {
        const [e] = await tx.query<{ kind: string; charge_id: string | null; payments: number }>(
          `SELECT kind, charge_id, (SELECT count(*)::int FROM ledger_entries p WHERE p.charge_id = e.id) AS payments
             FROM ledger_entries e WHERE e.id = $1 AND e.teacher_id = $2`,
          [entryId, teacherId],
        );
        if (!e) throw notFound(LEDGER_MESSAGES.entryNotFound);
        let was: string;
        if (e.kind === 'charge') {
          if (e.payments) throw fieldError('entryId', LEDGER_MESSAGES.chargeHasPayments);
          was = chargeText(await charge(tx, teacherId, entryId));
        } else {
          const c = await charge(tx, teacherId, e.charge_id!);
          const p = c.payments.find((x) => x._id === entryId)!;
          was = paymentText(p, c.number);
        }
        await tx.query('DELETE FROM ledger_entries WHERE id = $1', [entryId]);
        return { field: 'ledger', from: was, to: null };
      });
    },

    /**
     * A new record's opening balance (POST /teachers, an import): one charge of its remainingBalance, due `terms` days
     * from `today`, taken as invoiced when it came with payments pending (no e-mail is sent for it).
     */
    async opening(tx: Sql, teacherId: string, f: StoredTeacher['financials'], o: { actor: string; today: string; terms: number }) {
      if (toCents(f.remainingBalance) <= 0) return;
      await tx.query(
        `INSERT INTO ledger_entries (id, teacher_id, kind, number, description, amount_cents, entry_date, due_date, invoiced_at, created_by)
         VALUES ($1, $2, 'charge', nextval('invoice_number_seq'), 'Opening balance', $3, $4, $5,
                 CASE WHEN $6 THEN clock_timestamp() END, $7)`,
        [newId(), teacherId, toCents(f.remainingBalance), o.today, addDays(o.today, o.terms), f.paymentsPending > 0, o.actor],
      );
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/** The financials a new record has once its opening balance is in the ledger (see `opening`). */
export const openingFinancials = (f: StoredTeacher['financials']): StoredTeacher['financials'] => ({
  remainingBalance: f.remainingBalance,
  paymentsPending: f.remainingBalance > 0 && f.paymentsPending > 0 ? f.remainingBalance : 0,
});
