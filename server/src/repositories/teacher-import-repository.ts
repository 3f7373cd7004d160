import {
  rowPatch,
  applyDocumentVerification,
  validateImportRow,
  type ImportError,
  type ImportMapping,
  type ImportResult,
  type StoredTeacher,
  type TeacherBody,
} from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { diff, type FieldChange } from '../lib/diff';
import { newId } from '../lib/ids';
import { enteredObservations, keepStoredLog } from '../lib/observation-log';
import { TEACHER_FROM, TEACHER_JSON, teacherBody, teacherRow } from './teachers-sql';
import { openingFinancials } from './ledger-repository';

/** A parsed spreadsheet: its header row and its data rows (cells as text), each with its row number in the file. */
export interface ImportTable {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

type Planned =
  | { kind: 'create'; row: number; id: string; body: TeacherBody }
  | { kind: 'update'; row: number; id: string; body: TeacherBody; changes: FieldChange[] };

/** Rows written per statement (one jsonb parameter each). */
const CHUNK = 1000;

/**
 * StoredTeacher import: each row through teacherBodySchema, matched to an existing record by TEA ID (its
 * mapped fields merged into that record) or created; one audit row per record. A commit runs in one transaction
 * and writes nothing when a row is invalid, unless `skipInvalid`; imports queue behind one another (an advisory
 * lock), so two files cannot both create the same new TEA ID. The teacher list cache follows the table's version.
 */
export function createTeacherImportRepository(db: Database) {
  async function existingByTeaId(q: Sql, teaIds: number[], lock: boolean): Promise<Map<number, StoredTeacher[]>> {
    const map = new Map<number, StoredTeacher[]>();
    if (!teaIds.length) return map;
    if (lock) {
      // As LOCK_TEACHER, in id order; then their derived rows in the order a recomputation of them locks them, which the
      // records' update would otherwise lock in its own order (its trigger marks each stale).
      await q.query('SELECT 1 FROM teachers WHERE tea_id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [teaIds]);
      await q.query(
        'SELECT 1 FROM teacher_derived WHERE teacher_id IN (SELECT id FROM teachers WHERE tea_id = ANY($1::int[])) ORDER BY teacher_id FOR UPDATE',
        [teaIds],
      );
    }
    const rows = await q.query<{ j: StoredTeacher }>(`SELECT ${TEACHER_JSON} AS j FROM ${TEACHER_FROM} WHERE t.tea_id = ANY($1::int[])`, [
      teaIds,
    ]);
    for (const { j } of rows) map.set(j.teaId!, [...(map.get(j.teaId!) ?? []), j]);
    return map;
  }

  function plan(table: ImportTable, mapping: ImportMapping, existing: Map<number, StoredTeacher[]>, actor: string) {
    const at = new Date().toISOString();
    const errors: ImportError[] = [];
    const planned: Planned[] = [];
    const seenTeaId = new Map<number, number>();
    let rows = 0;
    let unchanged = 0;
    for (const { row, cells } of table.rows) {
      const patch = rowPatch(table.headers, cells, mapping);
      if (!Object.keys(patch).length) continue;
      rows++;
      const teaId = typeof patch.teaId === 'string' && /^\s*\d+\s*$/.test(patch.teaId) ? Number(patch.teaId) : null;
      const matches = teaId === null ? [] : (existing.get(teaId) ?? []);
      const rowErrors: Omit<ImportError, 'row'>[] = [];
      if (teaId !== null && seenTeaId.has(teaId)) {
        rowErrors.push({ field: 'teaId', message: `TEA ID ${teaId} is also on row ${seenTeaId.get(teaId)}` });
      }
      if (matches.length > 1)
        rowErrors.push({ field: 'teaId', message: `${matches.length} records have TEA ID ${teaId}: update them one by one` });
      const before = matches.length === 1 ? matches[0] : null;
      const checked = validateImportRow(before ? teacherBody(before) : null, patch);
      if (!checked.ok) rowErrors.push(...checked.errors);
      if (teaId !== null) seenTeaId.set(teaId, row);
      if (rowErrors.length || !checked.ok) {
        errors.push(...rowErrors.map((e) => ({ row, ...e })));
        continue;
      }
      // An import verifies no form; a form whose document it changes needs verifying again.
      const body = applyDocumentVerification(before ? teacherBody(before) : null, checked.body, null, '').body;
      // The financials are the ledger's: a new record's balance becomes its opening charge (see write);
      // an existing record keeps the figures its ledger gives, whatever the file says.
      // The observation log is the server's: a new record's observations are kept as entered by the
      // importer now; an existing record keeps its stored log.
      if (!before) {
        const entered = enteredObservations(body, actor, at);
        planned.push({ kind: 'create', row, id: newId(), body: { ...entered, financials: openingFinancials(body.financials) } });
        continue;
      }
      // The forms and the observation hours are the evidence's: an existing record keeps what its evidence says.
      const kept = {
        ...keepStoredLog(body, before),
        financials: before.financials,
        formsStatus: before.formsStatus,
        thirtyObsHours: before.thirtyObsHours,
      };
      const changes = diff(teacherBody(before), kept);
      if (changes.length) planned.push({ kind: 'update', row, id: before._id, body: kept, changes });
      else unchanged++;
    }
    return { rows, errors, planned, unchanged };
  }

  async function write(tx: Sql, planned: Planned[], actor: string, o: { today: string; terms: number }) {
    for (let i = 0; i < planned.length; i += CHUNK) {
      const part = planned.slice(i, i + CHUNK);
      const recs = part.map((p) => {
        const r = teacherRow(p.body);
        return { id: p.id, s: r.teacherStatus, f: r.first, l: r.last, tea: r.teaId, orb: r.orbundId, doc: r.doc };
      });
      const creates = recs.filter((_, k) => part[k].kind === 'create');
      const updates = recs.filter((_, k) => part[k].kind === 'update');
      const RECORDSET = `jsonb_to_recordset($1::jsonb) AS x(id uuid, s text, f text, l text, tea int, orb int, doc jsonb)`;
      if (creates.length) {
        await tx.query(
          `INSERT INTO teachers (id, teacher_status, first_name, last_name, tea_id, orbund_id, doc)
           SELECT x.id, x.s, x.f, x.l, x.tea, x.orb, x.doc FROM ${RECORDSET}`,
          [json(creates)],
        );
        // Each new record's opening balance, due after the payment terms; invoiced when it came with payments pending.
        await tx.query(
          `INSERT INTO ledger_entries (id, teacher_id, kind, number, description, amount_cents, entry_date, due_date, invoiced_at, created_by)
           SELECT md5('opening-balance:' || x.id::text)::uuid, x.id, 'charge', nextval('invoice_number_seq'), 'Opening balance',
                  round((x.doc #>> '{financials,remainingBalance}')::numeric * 100)::bigint, $2::date, $2::date + $3::int,
                  CASE WHEN (x.doc #>> '{financials,paymentsPending}')::numeric > 0 THEN clock_timestamp() END, $4
             FROM ${RECORDSET} WHERE (x.doc #>> '{financials,remainingBalance}')::numeric > 0 ORDER BY x.id`,
          [json(creates), o.today, o.terms, actor],
        );
      }
      if (updates.length) {
        await tx.query(
          `UPDATE teachers t SET teacher_status = x.s, first_name = x.f, last_name = x.l, tea_id = x.tea, orbund_id = x.orb, doc = x.doc,
                  updated_at = greatest(clock_timestamp(), t.updated_at + interval '1 millisecond')
             FROM ${RECORDSET} WHERE t.id = x.id`,
          [json(updates)],
        );
      }
      const audit = part.map((p) => ({
        id: newId(),
        eid: p.id,
        action: p.kind,
        changes: p.kind === 'create' ? diff({}, p.body) : p.changes,
      }));
      await tx.query(
        `INSERT INTO audit_log (id, entity, entity_id, action, actor, changes)
         SELECT x.id, 'teacher', x.eid, x.action, $2, x.changes
           FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, eid uuid, action text, changes jsonb)`,
        [json(audit), actor],
      );
      // A new record's forms and hours were received before the portal: evidence entries of the same kind.
      if (creates.length)
        await tx.query('SELECT evidence_before_portal(x.id, $2, $2) FROM jsonb_to_recordset($1::jsonb) AS x(id uuid)', [
          json(creates.map((c) => ({ id: c.id }))),
          actor,
        ]);
    }
  }

  return {
    /**
     * Validates every row and, unless `dryRun`, writes them. Returns the counts and every row's problems; `refused`
     * when a committing import without `skipInvalid` met an invalid row (nothing was written).
     */
    async run(
      table: ImportTable,
      mapping: ImportMapping,
      o: { dryRun: boolean; skipInvalid: boolean; actor: string; today: string; terms: number },
    ): Promise<ImportResult & { refused: boolean }> {
      const teaIds = [
        ...new Set(
          table.rows.flatMap(({ cells }) => {
            const v = rowPatch(table.headers, cells, mapping).teaId;
            return typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? [Number(v)] : [];
          }),
        ),
      ];
      const summary = (p: ReturnType<typeof plan>, wrote: boolean, refused = false) => {
        const created = p.planned.filter((x) => x.kind === 'create').length;
        const bad = new Set(p.errors.map((e) => e.row));
        return {
          headers: table.headers,
          sample: table.rows[0]?.cells ?? [],
          invalid: table.rows.filter((r) => bad.has(r.row)),
          rows: p.rows,
          created: refused ? 0 : created,
          updated: refused ? 0 : p.planned.length - created,
          unchanged: refused ? 0 : p.unchanged,
          skipped: refused ? p.rows : bad.size,
          dryRun: !wrote,
          errors: p.errors,
          refused,
          // What a commit wrote, record by record, for the summary's links.
          ...(wrote
            ? {
                records: p.planned.map((x) => ({
                  id: x.id,
                  action: x.kind === 'create' ? ('created' as const) : ('updated' as const),
                  row: x.row,
                  teaId: x.body.teaId ?? null,
                  name: { first: x.body.name.first, last: x.body.name.last },
                })),
              }
            : {}),
        };
      };
      // Nothing mapped yet: the client only wants the headers.
      if (!Object.values(mapping).some(Boolean)) {
        return { ...summary({ rows: 0, errors: [], planned: [], unchanged: 0 }, false), rows: table.rows.length };
      }
      if (o.dryRun) return summary(plan(table, mapping, await existingByTeaId(db, teaIds, false), o.actor), false);
      return db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('teacher-import'))`);
        const p = plan(table, mapping, await existingByTeaId(tx, teaIds, true), o.actor);
        if (p.errors.length && !o.skipInvalid) return summary(p, false, true);
        await write(tx, p.planned, o.actor, o);
        return summary(p, true);
      });
    },
  };
}
export type TeacherImportRepository = ReturnType<typeof createTeacherImportRepository>;
