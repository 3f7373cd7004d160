import {
  programDate,
  PROGRAM_TIME_ZONE,
  searchTerms,
  systemSettingsSchema,
  type SystemSettings,
  toTeacherListItem,
  type ChecklistRules,
  type StoredTeacher,
  type TeacherListItem,
  type TeacherListQuery,
  type TeacherListSort,
  type TeacherQueue,
} from 'shared-domain';
import { z } from 'zod';
import type { Database } from '../db/types';
import { keptCount } from './dashboard-repository';
import type { DerivedRepository } from './derived-repository';
import type { TeacherScope } from './teachers-repository';
import { scopeIdsSql, TEACHER_FROM, TEACHER_JSON } from './teachers-sql';

/**
 * The staff list at any size. The search, the filters, the sort and the keyset pages run in SQL over
 * `teacher_search` (migration 026: one narrow, folded row per teacher, kept by a trigger); only a page's records are
 * read whole and projected (toTeacherListItem) for today. "Has open items" is teacher_derived.open_items (the same
 * whatsLeft() answer for today and the settings, brought up to date first), so it filters and counts in SQL too.
 * The whole records (GET teachers/all) and the CSV export are read the same way, a page at a time, for streaming.
 */

/** The order of each sort: its column, then last and first name; the id makes every position unique. */
const SORT_KEYS: Record<TeacherListSort, string[]> = {
  lastName: ['s.last_key', 's.first_key'],
  firstName: ['s.first_key', 's.last_key'],
  status: ['s.status', 's.last_key', 's.first_key'],
  teaId: ['s.tea_key', 's.last_key', 's.first_key'],
  email: ['s.email_key', 's.last_key', 's.first_key'],
  district: ['s.district_key', 's.last_key', 's.first_key'],
};

/** Rows read per query while filtering on "has open items", exporting or streaming. */
const BATCH = 500;

/** A row of the list: its projection for today, the whole record and its sort keys. */
export interface ListRow {
  item: TeacherListItem;
  record: StoredTeacher;
  keys: (string | number)[];
}

export type ListFilter = Pick<TeacherListQuery, 'q' | 'status' | 'open' | 'queue' | 'supervisor' | 'sort' | 'dir'>;

/**
 * The teachers of each work-queue group, as the dashboard counts them (dashboard-repository's
 * alertTotals): a condition on teacher_derived `d`, brought up to date for today by the caller. 'supervisor-needed'
 * counts only while the autoAssignSupervisors setting is on; the dashboard then shows 0 and no link.
 */
export const QUEUE_WHERE: Record<TeacherQueue, string> = {
  'first-observation-overdue': `d.first_obs = 'overdue'`,
  'first-observation-due': `d.first_obs = 'due'`,
  'forms-pending': `d.forms_pending IS NOT NULL`,
  'hire-in-process': `d.hire_added IS NOT NULL`,
  'certification-grace': `d.cert_state = 'grace'`,
  'certification-ending': `d.cert_state = 'ending'`,
  'observation-lapsed': `d.lapse_since IS NOT NULL AND EXISTS (SELECT 1 FROM assignments qa
      WHERE qa.teacher_id = d.teacher_id AND qa.is_current AND qa.supervisor_id IS NOT NULL)`,
  'supervisor-needed': `EXISTS (SELECT 1 FROM assignments qa WHERE qa.teacher_id = d.teacher_id AND qa.is_current
      AND qa.supervisor_id IS NULL AND qa.status IN ('active', 'intern'))`,
  'payment-overdue': `d.overdue_from IS NOT NULL`,
};
const queueCond = (queue: TeacherQueue) => `s.teacher_id IN (SELECT d.teacher_id FROM teacher_derived d WHERE ${QUEUE_WHERE[queue]})`;
export interface ListContext {
  now: Date;
  timeZone?: string;
  rules?: ChecklistRules;
  scope?: TeacherScope | null;
  /** The settings the derived state reads ("has open items"); the defaults without. */
  settings?: SystemSettings;
}

/** A cursor (the `next` of a page): the sort keys of the page's last row. */
const encodeCursor = (keys: unknown[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
/**
 * A cursor's keys are the page's sort keys as the database holds them (text, or the TEA ID's integer) and the teacher's
 * id: anything else (a hand-made or truncated cursor) is no cursor of this list, rather than a query the database refuses.
 */
const cursorKey = (key: string) =>
  key === 's.tea_key' ? z.number().int().min(-2147483648).max(2147483647) : z.string().refine((v) => !v.includes('\0'));
const cursorSchema = (sort: TeacherListSort) => {
  const [first, ...rest] = SORT_KEYS[sort].map(cursorKey);
  return z.tuple([first, ...rest, z.guid()]);
};

export function decodeCursor(after: string, sort: TeacherListSort = 'lastName'): (string | number)[] | null {
  try {
    const keys = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    const parsed = cursorSchema(sort).safeParse(keys);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export const cursorWidth = (sort: TeacherListSort = 'lastName') => SORT_KEYS[sort].length + 1;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "Has open items" over the derived state: the filter runs in SQL, whatever the list's size. */
const OPEN_ITEMS = `EXISTS (SELECT 1 FROM teacher_derived d WHERE d.teacher_id = s.teacher_id AND d.open_items > 0)`;

export function createTeacherListRepository(db: Database, derived: DerivedRepository) {
  /** Brings the derived state up to date for today before a filter on "has open items" reads it. */
  async function freshFor(f: ListFilter, ctx: ListContext): Promise<void> {
    if (f.open !== '1') return;
    const timeZone = ctx.timeZone ?? PROGRAM_TIME_ZONE;
    await derived.refreshForRead(programDate(ctx.now, timeZone), ctx.settings ?? systemSettingsSchema.parse({}), timeZone);
  }

  /** The FROM and WHERE of a filter (and of the scope alone with `onlyScope`), with its parameters. */
  function where(f: ListFilter, scope: TeacherScope | null | undefined, onlyScope = false) {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const conds: string[] = [];
    const needsAssignment = !onlyScope && Boolean(f.supervisor);
    if (scope) conds.push(`s.teacher_id IN (${scopeIdsSql(p(scope.supervisorId), p(scope.userId))})`);
    if (!onlyScope) {
      for (const term of searchTerms(f.q ?? '')) conds.push(`s.haystack LIKE ${p(`%${likeEscape(term)}%`)}`);
      if (f.status && f.status !== 'all') conds.push(`s.status = ${p(f.status)}`);
      if (f.supervisor) conds.push(`a.supervisor_id = ${p(f.supervisor)}::uuid`);
      if (f.open === '1') conds.push(OPEN_ITEMS);
      if (f.queue) conds.push(queueCond(f.queue));
    }
    const from = `teacher_search s${needsAssignment ? ' LEFT JOIN assignments a ON a.teacher_id = s.teacher_id AND a.is_current' : ''}`;
    return { from, where: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
  }

  const count = async (f: ListFilter, scope: TeacherScope | null | undefined, onlyScope = false) => {
    // Every teacher (no scope, no filter but the status) is a kept count, not a count of teacher_search (which a
    // large program pays twice per page: the total and what the filter keeps).
    const status = !onlyScope && f.status && f.status !== 'all' ? f.status : undefined;
    if (!scope && (onlyScope || (!searchTerms(f.q ?? '').length && !f.supervisor && f.open !== '1' && !f.queue)))
      return keptCount(db, 'status', status);
    const w = where(f, scope, onlyScope);
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${w.from} ${w.where}`, w.params);
    return row.n;
  };

  /** The same, with the record joined as TEACHER_FROM names it (t, a, sc, sv). */
  async function recordsAfter(f: ListFilter, scope: TeacherScope | null | undefined, after: unknown[] | null, limit: number) {
    const keys = [...SORT_KEYS[f.sort ?? 'lastName'], 's.teacher_id'];
    const desc = f.dir === 'desc';
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const conds: string[] = [];
    if (scope) conds.push(`s.teacher_id IN (${scopeIdsSql(p(scope.supervisorId), p(scope.userId))})`);
    for (const term of searchTerms(f.q ?? '')) conds.push(`s.haystack LIKE ${p(`%${likeEscape(term)}%`)}`);
    if (f.status && f.status !== 'all') conds.push(`s.status = ${p(f.status)}`);
    if (f.supervisor) conds.push(`a.supervisor_id = ${p(f.supervisor)}::uuid`);
    if (f.open === '1') conds.push(OPEN_ITEMS);
    if (f.queue) conds.push(queueCond(f.queue));
    if (after) conds.push(`(${keys.join(', ')}) ${desc ? '<' : '>'} (${after.map((k) => p(k)).join(', ')})`);
    return db.query<{ j: string; k: (string | number)[] }>(
      `SELECT (${TEACHER_JSON})::text AS j, json_build_array(${keys.join(', ')}) AS k
         FROM ${TEACHER_FROM} JOIN teacher_search s ON s.teacher_id = t.id
        ${conds.length ? `WHERE ${conds.join(' AND ')}` : ''}
        ORDER BY ${keys.map((k) => `${k}${desc ? ' DESC' : ''}`).join(', ')}
        LIMIT ${p(limit)}`,
      params,
    );
  }

  /** The projected rows the filter keeps, in order after `after`, a batch of records read at a time. */
  async function* batches(f: ListFilter, ctx: ListContext, after: unknown[] | null): AsyncGenerator<ListRow[]> {
    const batch = BATCH;
    let cursor = after;
    await freshFor(f, ctx);
    for (;;) {
      const rows = await recordsAfter(f, ctx.scope, cursor, batch);
      const out: ListRow[] = [];
      for (const r of rows) {
        const record = JSON.parse(r.j) as StoredTeacher;
        const item = toTeacherListItem(record, ctx.now, { timeZone: ctx.timeZone, rules: ctx.rules });
        out.push({ item, record, keys: r.k });
      }
      if (out.length) yield out;
      if (rows.length < batch) return;
      cursor = rows[rows.length - 1].k;
    }
  }

  return {
    /** How many teachers there are (the list's size, against TEACHER_LIST_WHOLE_MAX). */
    async total(): Promise<number> {
      return keptCount(db, 'status');
    },
    /** One page of the list: its rows, the totals (in scope; kept by the filter) and the next page's cursor. */
    async page(f: ListFilter, ctx: ListContext, limit: number, after: unknown[] | null) {
      await freshFor(f, ctx);
      const total = await count(f, ctx.scope, true);
      const [matched, rows] = await Promise.all([count(f, ctx.scope), recordsAfter(f, ctx.scope, after, limit + 1)]);
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      return {
        total,
        matched,
        rows: shown.map((r) => toTeacherListItem(JSON.parse(r.j) as StoredTeacher, ctx.now, { timeZone: ctx.timeZone, rules: ctx.rules })),
        next: more ? encodeCursor(shown[shown.length - 1].k) : null,
      };
    },

    /** Every row the filter keeps, in its order, a batch at a time (the streamed CSV export). */
    batches,

    /**
     * The whole records in scope, in list order (last, first name), JSON texts a page at a time (`less` takes keys
     * off each record). Pages are separate queries, not one transaction, so a slow reader never holds the database.
     */
    async *recordPages(o: { scope?: TeacherScope | null; less?: string; size?: number } = {}): AsyncGenerator<string[]> {
      const size = o.size ?? BATCH;
      let after: string[] | null = null;
      for (;;) {
        const params: unknown[] = [size];
        const conds: string[] = [];
        if (o.scope) {
          params.push(o.scope.supervisorId, o.scope.userId);
          conds.push(`t.id IN (${scopeIdsSql('$2', '$3')})`);
        }
        if (after) {
          const n = params.length;
          params.push(...after);
          conds.push(`(t.last_name, t.first_name, t.id) > ($${n + 1}, $${n + 2}, $${n + 3}::uuid)`);
        }
        const rows: { j: string; last: string; first: string; id: string }[] = await db.query(
          `SELECT ((${TEACHER_JSON})${o.less ?? ''})::text AS j, t.last_name AS last, t.first_name AS first, t.id::text AS id
             FROM ${TEACHER_FROM} ${conds.length ? `WHERE ${conds.join(' AND ')}` : ''}
            ORDER BY t.last_name, t.first_name, t.id LIMIT $1`,
          params,
        );
        if (rows.length) yield rows.map((r) => r.j);
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
    },
  };
}
export type TeacherListRepository = ReturnType<typeof createTeacherListRepository>;
