import type { Database } from '../db/types';

/** Pieces of the JSON records the repositories build in SQL. */

/** A person's `{ first, last }` from the first_name and last_name columns of the row `alias`. */
export const nameJson = (alias: string) => `jsonb_build_object('first', ${alias}.first_name, 'last', ${alias}.last_name)`;

/** `'createdAt', …, 'updatedAt', …` of the row `alias`: a part of a jsonb_build_object argument list. */
export const timestampsJson = (alias: string) => `'createdAt', iso_ts(${alias}.created_at), 'updatedAt', iso_ts(${alias}.updated_at)`;

/** Rows of one page of `jsonArrayText` (a list whose records each embed others: a school its teachers). */
export const JSON_ARRAY_PAGE = 50;

/**
 * A JSON array of the `j` texts `sql` selects (ordered; without LIMIT), built a page of rows at a time in one
 * snapshot (REPEATABLE READ: the pages are of the same data). One json_agg of the whole list made the embedded
 * database's heap, which never shrinks, grow by several times the answer: the schools list at 100,000 teachers is 13.8
 * MB (each school's assigned teachers) and held the server at 117 MB more for good.
 */
export async function jsonArrayText(db: Database, sql: string, params: unknown[] = [], page = JSON_ARRAY_PAGE): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const parts: string[] = [];
    for (let offset = 0; ; offset += page) {
      const rows = await tx.query<{ j: string }>(`${sql} LIMIT ${page} OFFSET ${offset}`, params);
      for (const r of rows) parts.push(r.j);
      if (rows.length < page) return `[${parts.join(',')}]`;
    }
  });
}
