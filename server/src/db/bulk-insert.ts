import { json, type Sql } from './types';

/**
 * Inserts many rows in a few statements: each chunk travels as one jsonb parameter and is expanded by
 * jsonb_populate_recordset, which converts every value to its column's type (works on both drivers).
 */
export async function insertBatch(q: Sql, table: string, rows: Record<string, unknown>[], chunk = 2000): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0])
    .map((c) => `"${c}"`)
    .join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await q.query(`INSERT INTO ${table} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
      json(rows.slice(i, i + chunk)),
    ]);
  }
}

/** After ledger rows written with their own numbers (a restore, a seed): the invoice numbers continue after them. */
export const LEDGER_SEQUENCE_SQL = `SELECT setval('invoice_number_seq', coalesce((SELECT max(number) FROM ledger_entries), 1000))`;
