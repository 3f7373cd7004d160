import { createHash } from 'node:crypto';
import { insertBatch } from '../../src/db/bulk-insert';
import type { Database } from '../../src/db/types';
import { uuidFromBytes } from './prng';

/** Inserts the rows of every table in one transaction, table by table in the order given (parents first). */
export async function insertTables(db: Database, tables: Record<string, Record<string, unknown>[]>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, rows] of Object.entries(tables)) await insertBatch(tx, table, rows);
  });
}

/** Teacher body -> teachers row. */
export function teacherRecord(
  id: string,
  body: { teacherStatus: string; name: { first: string; last: string }; teaId: number | null; orbundId: number | null },
  dateAdded: string,
) {
  const { teacherStatus, name, teaId, orbundId, ...rest } = body;
  const doc = stampObservations(id, rest);
  return {
    id,
    teacher_status: teacherStatus,
    first_name: name.first,
    last_name: name.last,
    tea_id: teaId,
    orbund_id: orbundId,
    doc,
    date_added: dateAdded,
    updated_at: dateAdded,
  };
}

/**
 * The seed's observations as the observation route would have stored them: an id (derived from the
 * teacher's, so the data set is the same every time), 'recorded', on the evening of the observation.
 */
function stampObservations<T>(teacherId: string, doc: T): T {
  const sup = (doc as { supervisions?: { list?: Record<string, unknown>[]; removed?: unknown[] } }).supervisions;
  if (!sup?.list) return doc;
  const list = sup.list.map((o, i) => ({
    ...o,
    _id: uuidFromBytes([...createHash('md5').update(`${teacherId}:observation:${i}`).digest()]),
    source: 'recorded',
    recordedBy: null,
    recordedAt: typeof o.mentorCopySentAt === 'string' ? o.mentorCopySentAt : `${String(o.date).slice(0, 10)}T23:00:00.000Z`,
  }));
  return { ...doc, supervisions: { ...sup, list, removed: sup.removed ?? [] } };
}
