import {
  asepKeptLines,
  NO_ADMISSION_FACTS,
  type AsepCandidate,
  countedObservations,
  csvLine,
  deriveTeacherState,
  observationMinutes,
  type ObservationLike,
  derivedSettingsKey,
  type DerivedState,
  type OpenCharge,
  type StoredTeacher,
  type SystemSettings,
} from 'shared-domain';
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { json, pgCode, type Database, type Sql } from '../db/types';
import { ADMISSION_JSON, FILE_ENTRIES_JSON } from './asep-repository';
import { TEACHER_FROM, TEACHER_JSON } from './teachers-sql';

/**
 * What the TEA export writes of a record's observations, kept with its derived row (migration 031):
 * one [date, kind, mode, minutes, pre-conference, post-conference] per counted formal observation, oldest first.
 */
export function exportObservations(t: StoredTeacher): (string | number | null)[][] {
  // Stored observations as the compliance check reads them (older records lack kind, mode and conferences).
  const list: readonly ObservationLike[] = t.supervisions?.list ?? [];
  return countedObservations(list).map((o) => [
    o.date,
    o.kind ?? 'formal',
    o.mode ?? 'in person',
    observationMinutes(o.duration),
    o.preConferenceDate ?? '',
    o.postConferenceDate ?? '',
  ]);
}

/** The TEA export's columns before the supervisor's (the route's EXPORT_COLUMNS, same keys and order). */
const EXPORT_LINE_COLUMNS = ['teaId', 'last', 'first', 'certificate', 'date', 'kind', 'mode', 'minutes', 'pre', 'post'].map((key) => ({
  key,
  header: key,
}));

/**
 * A record's lines (migration 032) of the TEA export up to the supervisor cell, each ending in the comma
 * before it, written by csvLine (the export's own cells); the export appends the supervisor and CRLF.
 */
export function exportLines(t: StoredTeacher, certificate: string): string[] {
  return exportObservations(t).map(([date, kind, mode, minutes, pre, post]) => {
    const row = { teaId: t.teaId ?? '', last: t.name.last, first: t.name.first, certificate, date, kind, mode, minutes, pre, post };
    return `${csvLine(row, EXPORT_LINE_COLUMNS).slice(0, -2)},`;
  });
}

/** Rows recomputed per statement (each about 2 KB of record JSON read). */
const REFRESH_BATCH = 500;
/** A refresh stops after this many batches of rows that changed again while computed (they stay stale for the next). */
const MAX_RACES = 20;
/** A read recomputes the stale rows itself when at most this many are stale (a few edits); more go to the background. */
export const DERIVED_READ_LIMIT = 100;
/** PostgreSQL's code for a transaction it ended to break a deadlock, and how often a batch is tried before its error stands. */
const DEADLOCK = '40P01';
const DEADLOCK_ATTEMPTS = 5;
/** How long the background lease holds without a batch renewing it (then another server may take over). */
const LEASE_SECONDS = 60;

/**
 * The derived state (migration 025's teacher_derived), one row per teacher, computed by shared-domain's
 * deriveTeacherState() and nowhere else. Writes mark rows stale in their own transaction (the migration's triggers);
 * `refresh` recomputes the stale rows and those whose answer can change by `today` (valid_until <= today, by index)
 * before any read of the table, so a reader never sees an answer older than the data or the day.
 */
/** The settings' key and the generation a recomputation runs under (teacher_derived_meta). */
export interface Stamp {
  key: string;
  generation: number;
}

/**
 * The ids of up to $2 rows due on day $1 under generation $3: stale or changing by that day (valid_until), or computed
 * under an older generation (migration 035), each part by its index.
 */
const DUE_IDS = `(SELECT teacher_id FROM teacher_derived WHERE valid_until <= $1::date ORDER BY valid_until LIMIT $2)
  UNION
  (SELECT teacher_id FROM teacher_derived WHERE generation < $3::int ORDER BY generation LIMIT $2) LIMIT $2`;

/**
 * What a read does about stale rows: recompute up to `readLimit` of them itself, and hand more to `backlog` (the
 * background worker of plugins/app/derived-refresh.ts, which installs itself with `readsWith`).
 */
export interface DerivedReadPolicy {
  readonly readLimit: number;
  backlog(today: string, settings: SystemSettings, timeZone: string): void;
}

/** Without a worker (a repository of its own: the seed, a test's second server) a read leaves a backlog to the next. */
const NO_WORKER: DerivedReadPolicy = { readLimit: DERIVED_READ_LIMIT, backlog: () => undefined };

export function createDerivedRepository(db: Database) {
  /** The open charges of each of the teachers `ids` (what deriveTeacherState reads of the ledger). */
  async function openCharges(ids: string[]): Promise<Map<string, OpenCharge[]>> {
    const charges = await db.query<{ id: string; due: string; open: string }>(
      `SELECT c.teacher_id AS id, to_char(c.due_date, 'YYYY-MM-DD') AS due,
              (c.amount_cents - coalesce((SELECT sum(p.amount_cents) FROM ledger_entries p WHERE p.charge_id = c.id), 0))::text AS open
         FROM ledger_entries c WHERE c.kind = 'charge' AND c.teacher_id = ANY($1::uuid[])`,
      [ids],
    );
    const byTeacher = new Map<string, OpenCharge[]>();
    for (const c of charges) {
      const list = byTeacher.get(c.id) ?? [];
      list.push({ due: c.due, openCents: Number(c.open) });
      byTeacher.set(c.id, list);
    }
    return byTeacher;
  }

  /**
   * Writes one batch in a transaction that first locks its derived rows in teacher_id order. Recomputations run side
   * by side (a read's, the background's, another server's) on overlapping rows; each locking in its own join order,
   * two of them deadlocked. A batch PostgreSQL still picks as a deadlock's victim (against a writer that locks several
   * rows in another order) had no effect, and is written again.
   */
  async function writeBatch<T>(ids: string[], write: (tx: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM teacher_derived WHERE teacher_id = ANY($1::uuid[]) ORDER BY teacher_id FOR UPDATE', [ids]);
          return write(tx);
        });
      } catch (err) {
        if (pgCode(err) !== DEADLOCK || attempt >= DEADLOCK_ATTEMPTS) throw err;
        await setTimeout(Math.random() * 20 * attempt);
      }
    }
  }

  /** Recomputes the rows named by `where` (over teacher_derived d), a batch at a time; answers how many were written. */
  async function recompute(
    today: string,
    settings: SystemSettings,
    timeZone: string,
    o: { stamp: Stamp; batch?: number; max?: number; between?: () => Promise<boolean> },
  ): Promise<number> {
    let written = 0;
    let races = 0;
    let read = 0;
    const max = o.max ?? Infinity;
    for (;;) {
      if (read >= max || (o.between && !(await o.between()))) return written;
      const batch = Math.min(o.batch ?? REFRESH_BATCH, max - read);
      const rows = await db.query<{
        id: string;
        version: string;
        j: StoredTeacher | null;
        cert: string;
        sup: string;
        entries: AsepCandidate['entries'] | null;
        admission: AsepCandidate['admission'] | null;
      }>(
        `SELECT d.teacher_id AS id, d.version::text AS version,
                (SELECT ${TEACHER_JSON} FROM ${TEACHER_FROM} WHERE t.id = d.teacher_id) AS j,
                (SELECT ${FILE_ENTRIES_JSON} FROM teachers t WHERE t.id = d.teacher_id) AS entries,
                (SELECT ${ADMISSION_JSON} FROM teacher_admissions ad WHERE ad.teacher_id = d.teacher_id) AS admission,
                (SELECT coalesce(t.doc #>> '{certificationInfo,certType}', '') FROM teachers t WHERE t.id = d.teacher_id) AS cert,
                (SELECT coalesce(t.doc #>> '{supervisions,supervisor}', '') FROM teachers t WHERE t.id = d.teacher_id) AS sup
           FROM teacher_derived d WHERE d.teacher_id IN (${DUE_IDS})`,
        [today, batch, o.stamp.generation],
      );
      if (!rows.length) return written;
      read += rows.length;
      const ids = rows.map((r) => r.id);
      const byTeacher = await openCharges(ids);
      const gone = rows.filter((r) => !r.j).map((r) => r.id);
      const states = rows
        .filter((r) => r.j)
        .map((r) => ({
          id: r.id,
          version: r.version,
          ...deriveTeacherState(r.j!, byTeacher.get(r.id) ?? [], today, settings, timeZone),
          exportObs: exportObservations(r.j!),
          exportLines: exportLines(r.j!, r.cert ?? ''),
          exportCert: r.cert ?? '',
          exportSupervisor: r.sup ?? '',
        }));
      // The year-end report's lines of the kept years (migration 057), written only with a row that is written.
      const lines = rows
        .filter((r) => r.j)
        .flatMap((r) =>
          asepKeptLines({ teacher: r.j!, entries: r.entries ?? [], admission: r.admission ?? NO_ADMISSION_FACTS }, today).map((k) => ({
            id: r.id,
            ...k,
            supervisorId: r.j!.assignment?.supervisorId ?? null,
            supervisor: r.sup ?? '',
          })),
        );
      const updated = await writeBatch(ids, async (tx) => {
        if (gone.length) await tx.query('DELETE FROM teacher_derived WHERE teacher_id = ANY($1::uuid[])', [gone]);
        return tx.query<{ n: number }>(
          `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
            id uuid, version bigint, "complianceStatus" text, "nextDue" date, counted jsonb, required jsonb, problems jsonb,
            "openItems" int, "certState" text, "certEnd" date, "graceUntil" date, "balanceCents" bigint, "firstObs" text,
            "firstObsDate" text, "formsPending" jsonb, "hireAdded" text, "hireDays" int, "obsDeadline" date, "obsDays" jsonb,
            "lapseSince" date, "overdueFrom" date, "overdueCents" bigint, "validUntil" date, "exportObs" jsonb,
            "exportCert" text, "exportSupervisor" text, "exportLines" jsonb)),
         u AS (UPDATE teacher_derived d SET computed_on = $2::date, valid_until = x."validUntil",
                 compliance_status = x."complianceStatus", next_due = x."nextDue", counted = x.counted, required = x.required,
                 problems = x.problems, open_items = x."openItems", cert_state = x."certState", cert_end = x."certEnd",
                 grace_until = x."graceUntil", balance_cents = x."balanceCents", first_obs = x."firstObs",
                 first_obs_date = x."firstObsDate",
                 forms_pending = CASE WHEN x."formsPending" IS NULL OR x."formsPending" = 'null' THEN NULL
                                      ELSE ARRAY(SELECT jsonb_array_elements_text(x."formsPending")) END,
                 hire_added = x."hireAdded", hire_days = x."hireDays", obs_deadline = x."obsDeadline",
                 obs_days = ARRAY(SELECT e::date FROM jsonb_array_elements_text(x."obsDays") e),
                 lapse_since = x."lapseSince", overdue_from = x."overdueFrom", overdue_cents = x."overdueCents",
                 export_obs = x."exportObs", export_cert = x."exportCert", export_supervisor = x."exportSupervisor",
                 export_lines = ARRAY(SELECT jsonb_array_elements_text(x."exportLines")),
                 generation = $4
                FROM x WHERE d.teacher_id = x.id AND d.version = x.version
                  AND (SELECT settings_key = $3 AND generation = $4 FROM teacher_derived_meta)
                RETURNING d.teacher_id, d.last_name, d.first_name),
         gone AS (DELETE FROM teacher_asep_lines l USING u WHERE l.teacher_id = u.teacher_id),
         kept AS (INSERT INTO teacher_asep_lines (year, file, last_name, first_name, teacher_id, lines, supervisor_id, supervisor_text)
                  SELECT k.year, k.file, u.last_name, u.first_name, u.teacher_id, ARRAY(SELECT jsonb_array_elements_text(k.lines)),
                         k."supervisorId", k.supervisor
                    FROM u JOIN jsonb_to_recordset($5::jsonb)
                           AS k(id uuid, year int, file text, lines jsonb, "supervisorId" uuid, supervisor text) ON k.id = u.teacher_id)
         SELECT count(*)::int AS n FROM u`,
          [json(states), today, o.stamp.key, o.stamp.generation, json(lines)],
        );
      });
      written += updated[0].n;
      // Rows changed again while computed keep valid_until '-infinity' and come back in the next batch.
      if (updated[0].n < states.length && ++races > MAX_RACES) return written;
    }
  }

  /**
   * Records the settings and day the rows are for: rows computed under other settings (or a later day: a test's
   * clock) are all due again, by a new generation (migration 035: one row written, not every derived row). Answers
   * the settings' key and the generation (a batch writes only while both are still the stored ones).
   */
  async function prepare(today: string, settings: SystemSettings, timeZone: string): Promise<Stamp> {
    const key = derivedSettingsKey(settings, timeZone);
    const [now] = await db.query<{ key: string; day: string | null; generation: number }>(
      `SELECT settings_key AS key, to_char(day, 'YYYY-MM-DD') AS day, generation FROM teacher_derived_meta`,
    );
    if (now.key === key && now.day === today) return { key, generation: now.generation };
    return db.transaction(async (tx) => {
      const [meta] = await tx.query<{ key: string; day: string; generation: number }>(
        `SELECT settings_key AS key, to_char(day, 'YYYY-MM-DD') AS day, generation FROM teacher_derived_meta FOR UPDATE`,
      );
      const generation = meta.key !== key || (meta.day && meta.day > today) ? meta.generation + 1 : meta.generation;
      if (meta.key !== key || meta.day !== today || generation !== meta.generation) {
        await tx.query(`UPDATE teacher_derived_meta SET settings_key = $1, day = $2::date, generation = $3`, [key, today, generation]);
      }
      return { key, generation };
    });
  }

  /** Folds the dashboard's kept figures (derived_counts, migration 034) into a row each. */
  async function compactCounts(): Promise<void> {
    await db.query('SELECT derived_counts_compact()');
  }

  /** This server's name in the lease. */
  const owner = randomUUID();
  /** Takes or renews the lease; with `key` and `today`, only while those are still the stored settings and day. */
  async function claim(key?: string, today?: string): Promise<boolean> {
    const rows = await db.query(
      `UPDATE teacher_derived_meta SET refresh_owner = $1, refresh_until = now() + make_interval(secs => $2)
        WHERE (refresh_owner IS NULL OR refresh_owner = $1 OR refresh_until < now())
          AND ($3::text IS NULL OR settings_key = $3) AND ($4::date IS NULL OR day = $4::date) RETURNING 1`,
      [owner, LEASE_SECONDS, key ?? null, today ?? null],
    );
    return rows.length > 0;
  }
  async function release(): Promise<void> {
    await db.query(`UPDATE teacher_derived_meta SET refresh_owner = NULL, refresh_until = NULL WHERE refresh_owner = $1`, [owner]);
  }

  let reads: DerivedReadPolicy = NO_WORKER;

  return {
    openCharges,
    /** Every stored row as deriveTeacherState answers it (the tests compare the two), with the day it was computed for. */
    async stored(): Promise<Map<string, DerivedState & { computedOn: string | null }>> {
      const rows = await db.query<{ id: string; s: DerivedState & { computedOn: string | null } }>(
        `SELECT teacher_id AS id, jsonb_build_object(
            'complianceStatus', compliance_status, 'nextDue', to_char(next_due, 'YYYY-MM-DD'), 'counted', counted,
            'required', required, 'problems', problems, 'openItems', open_items, 'certState', cert_state,
            'certEnd', to_char(cert_end, 'YYYY-MM-DD'), 'graceUntil', to_char(grace_until, 'YYYY-MM-DD'),
            'balanceCents', balance_cents, 'firstObs', first_obs, 'firstObsDate', first_obs_date,
            'formsPending', to_jsonb(forms_pending), 'hireAdded', hire_added, 'hireDays', hire_days,
            'obsDeadline', to_char(obs_deadline, 'YYYY-MM-DD'),
            'obsDays', coalesce((SELECT jsonb_agg(to_char(x, 'YYYY-MM-DD')) FROM unnest(obs_days) x), '[]'::jsonb),
            'lapseSince', to_char(lapse_since, 'YYYY-MM-DD'), 'overdueFrom', to_char(overdue_from, 'YYYY-MM-DD'),
            'overdueCents', overdue_cents, 'validUntil', CASE WHEN valid_until = '-infinity' THEN NULL ELSE to_char(valid_until, 'YYYY-MM-DD') END,
            'computedOn', to_char(computed_on, 'YYYY-MM-DD')) AS s
           FROM teacher_derived`,
      );
      return new Map(rows.map((r) => [r.id, r.s]));
    },
    /**
     * Brings every row up to date for program day `today`: recomputes all of them when the settings they read (or the
     * time zone) changed or the day went back (a test's clock), else only the stale ones and those due by `today`.
     * The daily jobs and the seed wait for this; a request calls `refreshForRead` instead.
     */
    async refresh(today: string, settings: SystemSettings, timeZone: string): Promise<number> {
      const stamp = await prepare(today, settings, timeZone);
      const written = await recompute(today, settings, timeZone, { stamp });
      await compactCounts();
      return written;
    },
    /**
     * Before a read of the table (dashboard, compliance, the queues): when at most the policy's `readLimit` rows are stale (the
     * edits since the last read) they are recomputed here, so a change shows at once; when more are (after an upgrade,
     * a seed, a setting's change, a new day) the read answers from what is stored and the background recomputes them.
     * Answers how many rows this read recomputed.
     */
    async refreshForRead(today: string, settings: SystemSettings, timeZone: string): Promise<number> {
      const stamp = await prepare(today, settings, timeZone);
      // Each part walks its index (ORDER BY): without it, lacking statistics, the planner scanned the whole table
      // looking for the first stale rows, slowest when none is stale.
      const { readLimit } = reads;
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${DUE_IDS}) s`, [
        today,
        readLimit + 1,
        stamp.generation,
      ]);
      if (n === 0) return 0;
      if (n <= readLimit) return recompute(today, settings, timeZone, { stamp, max: readLimit });
      reads.backlog(today, settings, timeZone);
      return 0;
    },
    /**
     * Before a read that must not answer from a row older than its data (the year-end report's kept lines): recomputes
     * up to `limit` due rows here. Answers whether every row is now current; when more are due it hands them to the
     * background and answers false, and the reader builds its answer from the records instead.
     */
    async currentForRead(today: string, settings: SystemSettings, timeZone: string, limit: number): Promise<boolean> {
      const stamp = await prepare(today, settings, timeZone);
      const due = async () =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${DUE_IDS}) s`, [today, limit + 1, stamp.generation]))[0].n;
      const n = await due();
      if (n === 0) return true;
      if (n > limit) {
        reads.backlog(today, settings, timeZone);
        return false;
      }
      await recompute(today, settings, timeZone, { stamp, max: limit });
      return (await due()) === 0;
    },
    /** Who a read hands a backlog to, and how many rows it recomputes itself (the background worker). */
    readsWith(policy: DerivedReadPolicy): void {
      reads = policy;
    },
    /** Records the settings and day the rows are for; answers the stamp a recomputation runs under. */
    prepare,
    /** Recomputes the due rows under `stamp`, `batch` at a time while `between` answers true; answers the rows written. */
    recompute,
    /** Folds the dashboard's kept figures into a row each. */
    compactCounts,
    /** Takes the refresh lease for this server (or renews it); false while another server holds it. */
    claimLease: (key?: string, today?: string) => claim(key, today),
    /** Gives the lease up. */
    releaseLease: release,
  };
}
export type DerivedRepository = ReturnType<typeof createDerivedRepository>;
