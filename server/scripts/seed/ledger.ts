import { toCents } from 'shared-domain';
import { at, day as dayOf, type Rng } from './prng';

/** The next free invoice number (a seed added to a database that has charges continues after them). */
export const NEXT_INVOICE_SQL = `SELECT (coalesce(max(number), 1000) + 1)::int AS n FROM ledger_entries`;

/** The program fee a demo candidate is charged (docs/domain/ledger.md, program fees: repaid after placement). */
const PROGRAM_FEE = 4500;
const METHODS = ['check', 'card', 'bank transfer', 'payroll deduction'] as const;

type Financials = { paymentsPending: number; remainingBalance: number };
/** A seeded teachers row (batch.ts teacherRecord): its document holds the factory's financials. */
interface TeacherRow {
  id: string;
  doc: object;
}

/**
 * A payment ledger for each seeded teacher that gives its remainingBalance: the program fee less what it
 * has paid, as a first installment (paid) and the balance (open, part-paid for some). The balance falls due at
 * different times so the demo shows every case: overdue (the dashboard alert), due within a week (the payment-due
 * reminder), and later; invoiced or not. Writes the derived financials back into each teacher's document.
 */
export function seedLedgers(rng: Rng, base: Date, teachers: TeacherRow[], firstNumber = 1001): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  let number = firstNumber;
  const day = (offset: number) => dayOf(base, offset);
  teachers.forEach((t, n) => {
    const doc = t.doc as { financials: Financials };
    const balance = doc.financials.remainingBalance;
    const paidBefore = Math.max(0, PROGRAM_FEE - balance);
    const charge = (description: string, amount: number, date: number, due: number, invoiced: boolean) => {
      const id = rng.uuid();
      rows.push({
        id,
        teacher_id: t.id,
        kind: 'charge',
        number: number++,
        description,
        amount_cents: toCents(amount),
        entry_date: day(date),
        due_date: day(due),
        charge_id: null,
        method: '',
        note: '',
        invoiced_at: invoiced ? at(base, date) : null,
        created_by: 'demo',
        created_at: at(base, date),
      });
      return id;
    };
    const payment = (chargeId: string, amount: number, date: number, note = '') =>
      rows.push({
        id: rng.uuid(),
        teacher_id: t.id,
        kind: 'payment',
        number: null,
        description: '',
        amount_cents: toCents(amount),
        entry_date: day(date),
        due_date: null,
        charge_id: chargeId,
        method: METHODS[n % METHODS.length],
        note,
        invoiced_at: null,
        created_by: 'demo',
        created_at: at(base, date),
      });
    if (paidBefore > 0) payment(charge('Program fee: first installment', paidBefore, -180, -150, true), paidBefore, -160);
    if (balance <= 0) {
      doc.financials = { paymentsPending: 0, remainingBalance: 0 };
      return;
    }
    // When the balance falls due: overdue, within the week, or later.
    const [date, due] = n % 5 === 0 ? [-45, -15] : n % 5 === 1 ? [-25, 5] : [-3, 27];
    const invoiced = n % 5 < 2 || doc.financials.paymentsPending > 0;
    const partial = n % 4 === 3 ? 250 : 0;
    const id = charge('Program fee: balance', balance + partial, date, due, invoiced);
    if (partial) payment(id, partial, date + 1, 'Partial payment');
    doc.financials = { paymentsPending: invoiced ? balance : 0, remainingBalance: balance };
  });
  return rows;
}
