import { ledgerRows, type LedgerCharge } from '../ledger';

const charge = (id: string, date: string, amount: number, payments: [string, number, string?][] = []): LedgerCharge => ({
  _id: id,
  number: 1,
  description: `Fee ${id}`,
  amount,
  date,
  dueDate: date,
  paid: payments.reduce((s, [, a]) => s + a, 0),
  open: amount - payments.reduce((s, [, a]) => s + a, 0),
  invoicedAt: null,
  createdBy: 'admin',
  createdAt: `${date}T09:00:00.000Z`,
  payments: payments.map(([day, a, at], i) => ({
    _id: `${id}-p${i}`,
    amount: a,
    date: day,
    method: 'check',
    internalNote: '',
    noteToTeacher: '',
    createdBy: 'admin',
    createdAt: at ?? `${day}T10:00:00.000Z`,
  })),
});

describe('ledgerRows: the ledger table with its running balance', () => {
  it('puts charges and payments in date order, each with the balance after it', () => {
    const rows = ledgerRows([
      charge('b', '2026-03-01', 200),
      charge('a', '2026-01-10', 1200, [
        ['2026-02-01', 450.5],
        ['2026-04-01', 100],
      ]),
    ]);
    expect(rows.map((r) => [r.kind, r.date, r.amount, r.balance])).toEqual([
      ['charge', '2026-01-10', 1200, 1200],
      ['payment', '2026-02-01', 450.5, 749.5],
      ['charge', '2026-03-01', 200, 949.5],
      ['payment', '2026-04-01', 100, 849.5],
    ]);
  });

  it('on one day the charge comes before its payment, payments in the order they were recorded', () => {
    const rows = ledgerRows([
      charge('a', '2026-01-10', 300, [
        ['2026-01-10', 50, '2026-01-10T12:00:00.000Z'],
        ['2026-01-10', 25, '2026-01-10T11:00:00.000Z'],
      ]),
    ]);
    expect(rows.map((r) => [r.id, r.balance])).toEqual([
      ['a', 300],
      ['a-p1', 275],
      ['a-p0', 225],
    ]);
  });

  it('adds in cents: no running balance is a fraction of a cent off, and a paid ledger ends at 0', () => {
    const rows = ledgerRows([
      charge('a', '2026-01-01', 0.1, [['2026-01-02', 0.1]]),
      charge('b', '2026-01-03', 0.2, [
        ['2026-01-04', 0.1],
        ['2026-01-05', 0.1],
      ]),
    ]);
    expect(rows.map((r) => r.balance)).toEqual([0.1, 0, 0.2, 0.1, 0]);
    expect(ledgerRows([])).toEqual([]);
  });
});
