import type { AdmissionFacts, AssignmentType, DisclosureReceipt, Missing, PathStage, StageEntry } from 'shared-domain';
import { NO_ADMISSION_FACTS, PATH_STAGE_LABELS } from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { diff } from '../lib/diff';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { newId } from '../lib/ids';
import { recordAudit } from './audit-repository';
import { LOCK_TEACHER } from './teachers-sql';

interface EntryRow {
  stage: PathStage;
  reached_on: string;
  recorded_by: string;
  evidence: string;
  assignment_type: AssignmentType | null;
  created_at: string;
}
const ENTRY_COLUMNS = `stage, reached_on::text AS reached_on, recorded_by, evidence, assignment_type,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;
const toEntry = (r: EntryRow): StageEntry => ({
  stage: r.stage,
  reachedOn: r.reached_on,
  recordedBy: r.recorded_by,
  evidence: r.evidence,
  assignmentType: r.assignment_type,
  createdAt: r.created_at,
});

const ADMISSION_COLUMNS = `gpa_overall::float8 AS "gpaOverall", gpa_last_60::float8 AS "gpaLast60",
  content_credit_hours AS "contentCreditHours", content_math_science_7_up AS "contentMathScience7Up",
  content_test_passed_on::text AS "contentTestPassedOn", offer_sent_on::text AS "offerSentOn",
  admission_effective_on::text AS "admissionEffectiveOn", accepted_on::text AS "acceptedOn", tea_reported_on::text AS "teaReportedOn"`;

/** The holiday calendar's settings entry (beside the system settings). */
const HOLIDAYS_KEY = 'holidays';

/** A new stage reached, as the route asks to record it. */
export interface NewStage {
  stage: PathStage;
  reachedOn: string;
  evidence: string;
  assignmentType: AssignmentType | null;
}

async function readEntries(db: Sql, teacherId: string): Promise<StageEntry[]> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM teacher_path_entries WHERE teacher_id = $1 ORDER BY reached_on, created_at`,
    [teacherId],
  );
  return rows.map(toEntry);
}
async function readAdmission(db: Sql, teacherId: string): Promise<AdmissionFacts> {
  const [row] = await db.query<AdmissionFacts>(`SELECT ${ADMISSION_COLUMNS} FROM teacher_admissions WHERE teacher_id = $1`, [teacherId]);
  return row ?? { ...NO_ADMISSION_FACTS };
}

async function readReceipts(db: Sql, teacherId: string): Promise<DisclosureReceipt[]> {
  return db.query<DisclosureReceipt>(
    `SELECT disclosure, version, acknowledged_by AS "acknowledgedBy", iso_ts(acknowledged_at) AS "acknowledgedAt"
     FROM disclosure_receipts WHERE teacher_id = $1 ORDER BY acknowledged_at, disclosure`,
    [teacherId],
  );
}

async function writeAdmission(
  tx: Sql,
  teacherId: string,
  facts: AdmissionFacts,
  actor: string,
): Promise<{ facts: AdmissionFacts; changed: boolean }> {
  await tx.query(LOCK_TEACHER, [teacherId]);
  const before = await readAdmission(tx, teacherId);
  const changes = diff({ admission: before }, { admission: facts });
  if (!changes.length) return { facts: before, changed: false };
  await tx.query(
    `INSERT INTO teacher_admissions (teacher_id, gpa_overall, gpa_last_60, content_credit_hours, content_math_science_7_up,
       content_test_passed_on, offer_sent_on, admission_effective_on, accepted_on, tea_reported_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (teacher_id) DO UPDATE SET gpa_overall = $2, gpa_last_60 = $3, content_credit_hours = $4,
       content_math_science_7_up = $5, content_test_passed_on = $6, offer_sent_on = $7, admission_effective_on = $8,
       accepted_on = $9, tea_reported_on = $10, updated_at = clock_timestamp()`,
    [
      teacherId,
      facts.gpaOverall,
      facts.gpaLast60,
      facts.contentCreditHours,
      facts.contentMathScience7Up,
      facts.contentTestPassedOn,
      facts.offerSentOn,
      facts.admissionEffectiveOn,
      facts.acceptedOn,
      facts.teaReportedOn,
    ],
  );
  await recordAudit(tx, { entity: 'teacher', entityId: teacherId, action: 'update', actor, changes });
  return { facts: await readAdmission(tx, teacherId), changed: true };
}

/**
 * Records a stage reached when `check`, run on the path as it stands (the teacher's row locked, so two moves queue),
 * finds nothing missing; returns what is missing otherwise and records nothing.
 */
async function recordStage(
  tx: Sql,
  teacherId: string,
  next: NewStage,
  actor: string,
  check: (entries: StageEntry[], admission: AdmissionFacts) => Missing[],
): Promise<{ missing: Missing[] } | { entry: StageEntry }> {
  await tx.query(LOCK_TEACHER, [teacherId]);
  const entries = await readEntries(tx, teacherId);
  const missing = check(entries, await readAdmission(tx, teacherId));
  if (missing.length) return { missing };
  const [row] = await tx.query<EntryRow>(
    `INSERT INTO teacher_path_entries (id, teacher_id, stage, reached_on, recorded_by, evidence, assignment_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ENTRY_COLUMNS}`,
    [newId(), teacherId, next.stage, next.reachedOn, actor, next.evidence, next.assignmentType],
  );
  const from = entries.length ? PATH_STAGE_LABELS[entries[entries.length - 1].stage] : null;
  const to = [PATH_STAGE_LABELS[next.stage], next.assignmentType, `on ${next.reachedOn}`, next.evidence && `evidence: ${next.evidence}`]
    .filter(Boolean)
    .join('; ');
  await recordAudit(tx, { entity: 'teacher', entityId: teacherId, action: 'update', actor, changes: [{ field: 'path', from, to }] });
  return { entry: toEntry(row) };
}

/** Rolls back a transaction whose check found requirements missing, carrying them out of it. */
class Refused extends Error {
  constructor(public readonly missing: Missing[]) {
    super('requirements missing');
  }
}

/** The candidate's path (stages reached, admission facts) and the program's holiday calendar. */
export function createPathRepository(db: Database) {
  return {
    entries: (teacherId: string) => readEntries(db, teacherId),
    admission: (teacherId: string) => readAdmission(db, teacherId),

    /** Every path's stages and admission facts, by teacher (the pipeline reads them beside the records). */
    async everyPath(): Promise<{ entries: Map<string, StageEntry[]>; admissions: Map<string, AdmissionFacts> }> {
      const rows = await db.query<EntryRow & { teacher_id: string }>(
        `SELECT teacher_id::text AS teacher_id, ${ENTRY_COLUMNS} FROM teacher_path_entries ORDER BY teacher_id, reached_on, created_at`,
      );
      const entries = new Map<string, StageEntry[]>();
      for (const r of rows) entries.set(r.teacher_id, [...(entries.get(r.teacher_id) ?? []), toEntry(r)]);
      const facts = await db.query<AdmissionFacts & { teacherId: string }>(
        `SELECT teacher_id::text AS "teacherId", ${ADMISSION_COLUMNS} FROM teacher_admissions`,
      );
      const admissions = new Map(facts.map(({ teacherId, ...f }) => [teacherId, f]));
      return { entries, admissions };
    },

    /** Saves the admission facts and records which changed; the same facts again write nothing. */
    async saveAdmission(teacherId: string, facts: AdmissionFacts, actor: string): Promise<AdmissionFacts> {
      const work = db.transaction(async (tx) => {
        const saved = await writeAdmission(tx, teacherId, facts, actor);
        if (!saved.changed) throw new NoChange(saved.facts);
        return saved.facts;
      });
      return unlessUnchanged(work);
    },
    /** saveAdmission inside a caller's transaction (a submitted application); the same facts write nothing. */
    saveAdmissionIn: async (tx: Sql, teacherId: string, facts: AdmissionFacts, actor: string): Promise<AdmissionFacts> =>
      (await writeAdmission(tx, teacherId, facts, actor)).facts,

    /**
     * Records a stage reached when `check`, run on the path as it stands inside the transaction (the teacher's row
     * locked, so two moves queue), finds nothing missing; returns what is missing otherwise and records nothing.
     * `then` runs in the same transaction once the stage is recorded (the offer's e-mail is queued with it).
     */
    async transition(
      teacherId: string,
      next: NewStage,
      actor: string,
      check: (entries: StageEntry[], admission: AdmissionFacts) => Missing[],
      then?: (tx: Sql) => Promise<void>,
    ): Promise<{ missing: Missing[] } | { entry: StageEntry }> {
      return db.transaction(async (tx) => {
        const result = await recordStage(tx, teacherId, next, actor, check);
        if ('entry' in result) await then?.(tx);
        return result;
      });
    },
    /**
     * Sends the written offer: the offer's day and effective date saved (audited as admission facts) and the stage
     * 'offered' recorded on that day when `check`, run on the path with those dates, finds nothing missing; `then`
     * (the invitation) runs in the same transaction. What is missing otherwise, and nothing written: not the dates
     * either.
     */
    async offer(
      teacherId: string,
      offer: { sentOn: string; admissionEffectiveOn: string; evidence: string },
      actor: string,
      check: (entries: StageEntry[], admission: AdmissionFacts) => Missing[],
      then?: (tx: Sql) => Promise<void>,
    ): Promise<{ missing: Missing[] } | { entry: StageEntry }> {
      try {
        return await db.transaction(async (tx) => {
          await tx.query(LOCK_TEACHER, [teacherId]);
          const before = await readAdmission(tx, teacherId);
          const facts = { ...before, offerSentOn: offer.sentOn, admissionEffectiveOn: offer.admissionEffectiveOn };
          await writeAdmission(tx, teacherId, facts, actor);
          const stage = { stage: 'offered' as const, reachedOn: offer.sentOn, evidence: offer.evidence, assignmentType: null };
          const result = await recordStage(tx, teacherId, stage, actor, check);
          if ('missing' in result) throw new Refused(result.missing);
          await then?.(tx);
          return result;
        });
      } catch (err) {
        if (err instanceof Refused) return { missing: err.missing };
        throw err;
      }
    },
    /** transition inside a caller's transaction (a submitted application). */
    transitionIn: recordStage,

    /** The candidate's receipts of the disclosures (each version acknowledged), oldest first. */
    receipts: (teacherId: string) => readReceipts(db, teacherId),

    /** Records the candidate's receipt of a disclosure's version; the same version again keeps the first receipt. */
    async acknowledge(teacherId: string, disclosure: string, version: string, actor: string): Promise<DisclosureReceipt[]> {
      return db.transaction(async (tx) => {
        const [added] = await tx.query<{ n: number }>(
          `INSERT INTO disclosure_receipts (teacher_id, disclosure, version, acknowledged_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING 1 AS n`,
          [teacherId, disclosure, version, actor],
        );
        if (added)
          await recordAudit(tx, {
            entity: 'teacher',
            entityId: teacherId,
            action: 'update',
            actor,
            changes: [{ field: `disclosure.${disclosure}`, from: null, to: `acknowledged (${version})` }],
          });
        return readReceipts(tx, teacherId);
      });
    },

    /**
     * The candidate's written acceptance: the acceptance day and the stage 'admitted' recorded together when `check`
     * (given the path, the admission facts with that day, and the receipts, inside the transaction) finds nothing
     * missing; what is missing otherwise, and nothing recorded.
     */
    async accept(
      teacherId: string,
      on: string,
      evidence: string,
      actor: string,
      check: (entries: StageEntry[], admission: AdmissionFacts, receipts: DisclosureReceipt[]) => Missing[],
    ): Promise<{ missing: Missing[] } | { entry: StageEntry }> {
      return db.transaction(async (tx) => {
        await tx.query(LOCK_TEACHER, [teacherId]);
        const entries = await readEntries(tx, teacherId);
        const before = await readAdmission(tx, teacherId);
        const missing = check(entries, { ...before, acceptedOn: on }, await readReceipts(tx, teacherId));
        if (missing.length) return { missing };
        await tx.query(`UPDATE teacher_admissions SET accepted_on = $2, updated_at = clock_timestamp() WHERE teacher_id = $1`, [
          teacherId,
          on,
        ]);
        const [row] = await tx.query<EntryRow>(
          `INSERT INTO teacher_path_entries (id, teacher_id, stage, reached_on, recorded_by, evidence) VALUES ($1, $2, 'admitted', $3, $4, $5)
           RETURNING ${ENTRY_COLUMNS}`,
          [newId(), teacherId, on, actor, evidence],
        );
        await recordAudit(tx, {
          entity: 'teacher',
          entityId: teacherId,
          action: 'update',
          actor,
          changes: [
            { field: 'admission.acceptedOn', from: before.acceptedOn, to: on },
            {
              field: 'path',
              from: entries.length ? PATH_STAGE_LABELS[entries[entries.length - 1].stage] : null,
              to: `${PATH_STAGE_LABELS.admitted}; on ${on}; evidence: ${evidence}`,
            },
          ],
        });
        return { entry: toEntry(row) };
      });
    },

    /** The program's holidays (YYYY-MM-DD, in order). */
    async holidays(): Promise<string[]> {
      const [row] = await db.query<{ value: { days?: unknown } }>(`SELECT value FROM system_settings WHERE key = $1`, [HOLIDAYS_KEY]);
      const days = row?.value?.days;
      return Array.isArray(days) ? days.filter((d): d is string => typeof d === 'string').sort() : [];
    },

    /** Replaces the holiday calendar and records which days were added or removed; the same list writes nothing. */
    async saveHolidays(days: readonly string[], actor: string): Promise<string[]> {
      const wanted = [...new Set(days)].sort();
      const work = db.transaction(async (tx) => {
        await tx.query(`INSERT INTO system_settings (key, value) VALUES ($1, '{"days": []}') ON CONFLICT (key) DO NOTHING`, [HOLIDAYS_KEY]);
        const [row] = await tx.query<{ value: { days?: string[] } }>(`SELECT value FROM system_settings WHERE key = $1 FOR UPDATE`, [
          HOLIDAYS_KEY,
        ]);
        const before = [...(row.value.days ?? [])].sort();
        if (before.join() === wanted.join()) throw new NoChange(before);
        await tx.query(`UPDATE system_settings SET value = $2::jsonb, updated_at = clock_timestamp() WHERE key = $1`, [
          HOLIDAYS_KEY,
          json({ days: wanted }),
        ]);
        await recordAudit(tx, {
          entity: 'settings',
          entityId: null,
          action: 'update',
          actor,
          changes: [{ field: 'holidays', from: before.join(', '), to: wanted.join(', ') }],
        });
        return wanted;
      });
      return unlessUnchanged(work);
    },
  };
}
export type PathRepository = ReturnType<typeof createPathRepository>;
