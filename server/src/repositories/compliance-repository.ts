import { COMPLIANCE_STATUSES, searchTerms } from 'shared-domain';
import type { Database } from '../db/types';
import { keptCount } from './dashboard-repository';
import { scopeIdsSql } from './teachers-sql';

/** Which teachers a compliance list may hold: every one, a supervisor's assigned ones, or a scope. */
export type ComplianceReach = { all: true } | { supervisorId: string | null; userId?: string };

/** The compliance list's filters: all applied in SQL over teacher_derived. */
export interface ComplianceFilter {
  reach: ComplianceReach;
  status?: string;
  /** Words each found (accents and case folded, in any order) in the name, TEA ID, e-mail or record number. */
  q?: string;
  /** A supervisor's id, or 'none' for teachers without one. */
  supervisor?: string;
  school?: string;
}

const FROM = `teacher_derived d JOIN teachers t ON t.id = d.teacher_id
  JOIN teacher_search ts ON ts.teacher_id = t.id
  LEFT JOIN assignments a ON a.teacher_id = t.id AND a.is_current
  LEFT JOIN schools sc ON sc.id = a.school_id
  LEFT JOIN supervisors sv ON sv.id = a.supervisor_id`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of `f` and its parameters, numbered from $`first`, and which tables it reads besides d. */
function where(f: ComplianceFilter, first = 1): { sql: string; params: unknown[]; assignments: boolean; search: boolean } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${first + params.length - 1}`;
  };
  const parts: string[] = [];
  let assignments = false;
  if (!('all' in f.reach)) {
    const sup = f.reach.supervisorId;
    if (f.reach.userId) parts.push(`d.teacher_id IN (${scopeIdsSql(p(sup), p(f.reach.userId))})`);
    else {
      assignments = true;
      parts.push(sup ? `a.supervisor_id = ${p(sup)}::uuid` : 'false');
    }
  }
  if (f.status) parts.push(`d.compliance_status = ${p(f.status)}`);
  if (f.supervisor) assignments = true;
  if (f.supervisor === 'none') parts.push('a.supervisor_id IS NULL');
  else if (f.supervisor) parts.push(`a.supervisor_id = ${p(f.supervisor)}::uuid`);
  if (f.school) {
    assignments = true;
    parts.push(`a.school_id = ${p(f.school)}::uuid`);
  }
  // The staff list's search (teacher_search's folded haystack: name, TEA ID, e-mail, record number).
  const terms = searchTerms(f.q ?? '').slice(0, 8);
  for (const term of terms) parts.push(`ts.haystack LIKE ${p(`%${likeEscape(term)}%`)}`);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params, assignments, search: terms.length > 0 };
}

/** Only the tables a filter reads (every teacher has one derived row and at most one current assignment). */
const filterFrom = (w: { assignments: boolean; search: boolean }) =>
  `teacher_derived d${
    w.assignments ? ' LEFT JOIN assignments a ON a.teacher_id = d.teacher_id AND a.is_current' : ''
  }${w.search ? ' JOIN teacher_search ts ON ts.teacher_id = d.teacher_id' : ''}`;

/** A row of the list as JSON (ComplianceRow): `id` and the name from `names` (the record, or the derived row's copy). */
const rowJson = (id: string, names: string) => `jsonb_build_object('teacherId', ${id},
  'name', jsonb_build_object('first', ${names}.first_name, 'last', ${names}.last_name),
  'supervisor', CASE WHEN sv.id IS NULL THEN NULL ELSE sv.first_name || ' ' || sv.last_name END, 'school', sc.name,
  'status', d.compliance_status, 'counted', d.counted, 'required', d.required,
  'nextDue', to_char(d.next_due, 'YYYY-MM-DD'), 'problems', d.problems)::text`;
const ROW_JSON = rowJson('t.id', 't');

/**
 * The whole list's tables for a run of rows walked by migration 033's index: the derived row's copy of the name (the
 * same as the record's, kept by migration 031's trigger), the current assignment by its unique index and its school
 * and supervisor by key, per row (LIMIT keeps the planner from hashing a whole table for each run), teacher_search
 * only when the filter searches.
 */
const RUN_JSON = rowJson('d.teacher_id', 'd');
const runFrom = (w: { search: boolean }) => `teacher_derived d${w.search ? ' JOIN teacher_search ts ON ts.teacher_id = d.teacher_id' : ''}
  LEFT JOIN LATERAL (SELECT x.school_id, x.supervisor_id FROM assignments x WHERE x.teacher_id = d.teacher_id AND x.is_current LIMIT 1) a
    ON true
  LEFT JOIN LATERAL (SELECT y.name FROM schools y WHERE y.id = a.school_id LIMIT 1) sc ON true
  LEFT JOIN LATERAL (SELECT z.id, z.first_name, z.last_name FROM supervisors z WHERE z.id = a.supervisor_id LIMIT 1) sv ON true`;

/**
 * The TEA export's tables: the derived row (name, its lines kept by migration 032, certificate and
 * stored supervisor text), the supervisor's name; teacher_search only when the filter searches: a page of 1,000
 * records joined to teacher_search for nothing spends a good part of its time there.
 */
const exportFrom = (w: { search: boolean }) => `teacher_derived d${
  w.search ? ' JOIN teacher_search ts ON ts.teacher_id = d.teacher_id' : ''
}
  LEFT JOIN assignments a ON a.teacher_id = d.teacher_id AND a.is_current
  LEFT JOIN supervisors sv ON sv.id = a.supervisor_id`;

/**
 * One record's lines of the TEA export (EXPORT_COLUMNS' order, CRLF-ended), written by SQL with csv_text() (migration
 * 031: the same bytes as shared-domain's csvLine): TEA ID, last and first name, certificate, then per counted
 * observation its date, kind, mode, minutes, conferences, and the supervisor (the assigned one's name, else the text).
 */
const EXPORT_LINES_031 = `(SELECT string_agg(
    k.tea || ',' || csv_text(d.last_name) || ',' || csv_text(d.first_name)
    || ',' || csv_text(d.export_cert) || ',' || csv_text(o.e ->> 0) || ',' || csv_text(o.e ->> 1) || ',' || csv_text(o.e ->> 2)
    || ',' || coalesce(o.e ->> 3, '') || ',' || csv_text(o.e ->> 4) || ',' || csv_text(o.e ->> 5) || ','
    || csv_text(CASE WHEN sv.id IS NULL THEN d.export_supervisor ELSE sv.first_name || ' ' || sv.last_name END) || E'\\r\\n',
    '' ORDER BY o.n)
  FROM jsonb_array_elements(d.export_obs) WITH ORDINALITY AS o(e, n),
       (SELECT CASE WHEN x.tea_key < 0 THEN '' ELSE x.tea_key::text END AS tea FROM teacher_search x WHERE x.teacher_id = d.teacher_id) k)`;

/** A derived row with lines to export: migration 040's index predicate, word for word (the planner matches it so). */
const HAS_LINES = '(d.export_lines IS NULL OR cardinality(d.export_lines) > 0)';

/** The supervisor cell and line end: the assigned supervisor's name, else the record's own text. */
const EXPORT_SUPERVISOR = `csv_text(CASE WHEN sv.id IS NULL THEN d.export_supervisor ELSE sv.first_name || ' ' || sv.last_name END) || E'\\r\\n'`;

/**
 * The TEA export's columns: one row per counted formal observation (19 TAC 228.105, 228.109). The lines are written by
 * SQL in this order (EXPORT_LINES below); the header here.
 */
export const COMPLIANCE_EXPORT_COLUMNS = [
  { key: 'teaId', header: 'TEA ID' },
  { key: 'last', header: 'Last Name' },
  { key: 'first', header: 'First Name' },
  { key: 'certificate', header: 'Certificate' },
  { key: 'date', header: 'Observation Date' },
  { key: 'kind', header: 'Kind' },
  { key: 'mode', header: 'Mode' },
  { key: 'minutes', header: 'Minutes' },
  { key: 'pre', header: 'Pre-conference' },
  { key: 'post', header: 'Post-conference' },
  { key: 'supervisor', header: 'Field Supervisor' },
];

/**
 * The same lines from those kept with the derived row (migration 032: written by csvLine when the row is computed, each
 * ending before the supervisor cell): one array_to_string a record, the supervisor cell computed once. A row not
 * computed since migration 032 (export_lines NULL) is written as before.
 */
const EXPORT_LINES = `CASE WHEN d.export_lines IS NULL THEN ${EXPORT_LINES_031}
  WHEN cardinality(d.export_lines) = 0 THEN NULL
  ELSE (SELECT array_to_string(d.export_lines, s.e) || s.e FROM (SELECT ${EXPORT_SUPERVISOR} AS e) s) END`;

/**
 * COMPLIANCE_STATUSES' order (the worst last) as a number, for the list's order. Migration 033 indexes this very
 * expression (on `compliance_status`): the list's first page walks that index instead of sorting every teacher.
 */
export const statusRank = (column = 'd.compliance_status') =>
  `CASE ${column} ${COMPLIANCE_STATUSES.map((st, i) => `WHEN '${st}' THEN ${i}`).join(' ')} ELSE -1 END`;
const STATUS_RANK = statusRank();
/** statusRank's values in the list's order: the worst status first, an unknown one (-1) last. */
const SEGMENT_RANKS = [...COMPLIANCE_STATUSES.keys()].reverse().concat(-1);

/** The Field Supervision list and its TEA export, filtered, counted and paged in SQL (teacher_derived). */
export function createComplianceRepository(db: Database) {
  return {
    /**
     * The rows (ComplianceRow JSON texts) of a page, in list order: the worst status first, within it the
     * earliest deadline (undated last), then last and first name (the derived row's copy, kept by migration 031's
     * trigger in the record's own statement), in migration 033's index order.
     */
    async page(f: ComplianceFilter, limit: number, offset: number): Promise<string[]> {
      const w = where(f, 3);
      const rows = await db.query<{ j: string }>(
        `SELECT ${ROW_JSON} AS j FROM ${FROM} ${w.sql}
          ORDER BY ${STATUS_RANK} DESC, d.next_due NULLS LAST, d.last_name, d.first_name, d.teacher_id LIMIT $1 OFFSET $2`,
        [limit, offset, ...w.params],
      );
      return rows.map((r) => r.j);
    },
    /**
     * Every row from the `offset`th on, in page()'s order, `size` at a time, each run continuing where the last stopped
     * (a keyset, not OFFSET: an OFFSET page re-reads every row before it, and a run of ids looked up by key was hashed
     * against the whole table, so the whole list cost grew with the square of the teachers). The order's key has a
     * descending rank and undated rows last, which one row comparison cannot continue, so the list is walked as its
     * segments (a status, dated then undated), each by migration 033's index from the last row read: every read is
     * bounded by `size` rows and holds the database for one run only.
     */
    async *allRows(f: ComplianceFilter, size: number, offset = 0): AsyncGenerator<string[]> {
      let skip = offset;
      for (const rank of SEGMENT_RANKS) {
        for (const dated of [true, false]) {
          let after: string[] | null = null;
          for (;;) {
            // $1 size, $2 rank, then the last row's key (next_due when dated, then last and first name and id).
            const key = dated
              ? ['d.next_due', 'd.last_name', 'd.first_name', 'd.teacher_id']
              : ['d.last_name', 'd.first_name', 'd.teacher_id'];
            const casts = dated ? ['::date', '', '', '::uuid'] : ['', '', '::uuid'];
            const w = where(f, 3 + (after ? key.length : 0));
            const conds = [`${STATUS_RANK} = $2`, `d.next_due IS ${dated ? 'NOT ' : ''}NULL`];
            if (after) conds.push(`(${key.join(', ')}) > (${key.map((_, i) => `$${3 + i}${casts[i]}`).join(', ')})`);
            if (w.sql) conds.push(w.sql.slice('WHERE '.length));
            const rows: { j: string; due: string | null; last: string; first: string; id: string }[] = await db.transaction(async (tx) => {
              // The index's order, never a bitmap of the segment sorted again: that reads every row after the cursor each run.
              await tx.exec('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off');
              return tx.query(
                `SELECT ${RUN_JSON} AS j, to_char(d.next_due, 'YYYY-MM-DD') AS due, d.last_name AS last, d.first_name AS first,
                  d.teacher_id::text AS id
                FROM ${runFrom(w)} WHERE ${conds.join(' AND ')}
                ORDER BY ${STATUS_RANK} DESC, d.next_due NULLS LAST, d.last_name, d.first_name, d.teacher_id LIMIT $1`,
                [size, rank, ...(after ?? []), ...w.params],
              );
            });
            const out = skip >= rows.length ? [] : rows.slice(skip).map((r) => r.j);
            skip = Math.max(0, skip - rows.length);
            if (out.length) yield out;
            if (rows.length < size) break;
            const last = rows[rows.length - 1];
            after = dated ? [last.due!, last.last, last.first, last.id] : [last.last, last.first, last.id];
          }
        }
      }
    },
    async count(f: ComplianceFilter): Promise<number> {
      const w = where(f);
      // Every teacher's total (migration 038), or a status's, is kept (derived_counts): no count over the table.
      if ('all' in f.reach && !w.assignments && !w.search) {
        return keptCount(db, 'compliance', f.status || undefined);
      }
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${filterFrom(w)} ${w.sql}`, w.params);
      return row.n;
    },
    /**
     * The TEA export's lines (without its header), `size` records a page by keyset in list order
     * (last name, first name, id), each page one string built by SQL: memory holds one page, whatever the data.
     */
    async *exportCsvPages(f: ComplianceFilter, size: number): AsyncGenerator<string> {
      let after: [string, string, string] | null = null;
      for (;;) {
        const w = where(f, after ? 5 : 2);
        // Only the records with lines to write (migration 040's partial index, in name order): half the teachers have
        // none, and a page read their rows for nothing.
        const conds = [...(w.sql ? [w.sql.slice('WHERE '.length)] : []), HAS_LINES];
        if (after) conds.push('(d.last_name, d.first_name, d.teacher_id) > ($2, $3, $4::uuid)');
        const keyset = `WHERE ${conds.join(' AND ')}`;
        const rows: { lines: string | null; last: string; first: string; id: string }[] = await db.query(
          `SELECT ${EXPORT_LINES} AS lines, d.last_name AS last, d.first_name AS first, d.teacher_id::text AS id
             FROM ${exportFrom(w)} ${keyset} ORDER BY d.last_name, d.first_name, d.teacher_id LIMIT $1`,
          [size, ...(after ?? []), ...w.params],
        );
        const text = rows.map((r) => r.lines ?? '').join('');
        if (text) yield text;
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
    },
  };
}
export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
