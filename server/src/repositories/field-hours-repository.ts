import {
  EVIDENCE_MESSAGES,
  FIELD_HOURS_REQUESTS_A_DAY,
  fieldHourDateBounds,
  attestedNote,
  fieldHourWarnings,
  fieldHoursRequirement,
  programDate,
  type ConfirmerFacts,
  fieldHoursStatus,
  fieldHoursText,
  summariseFieldHours,
  type FieldHour,
  type FieldHourInput,
  type StoredTeacher,
  type TeacherFieldHours,
  UNDO_MESSAGES,
} from 'shared-domain';
import { pgCode, type Database, type Sql } from '../db/types';
import { diff, type FieldChange } from '../lib/diff';
import { conflict, fieldError, HttpError, notFound } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { previousValues, recordAudit, undoableAct } from './audit-repository';
import type { TeachersRepository } from './teachers-repository';
import { scopeIdsSql } from './teachers-sql';

const ENTRY_JSON = `jsonb_build_object('_id', f.id, 'date', to_char(f.day, 'YYYY-MM-DD'), 'hours', f.hours::float8, 'campus', f.campus,
  'observedName', f.observed_name, 'observedEmail', f.observed_email, 'activity', f.activity, 'loggedBy', f.logged_by,
  'loggedAt', iso_ts(f.logged_at), 'confirmation', f.confirmation, 'confirmComment', f.confirm_comment,
  'confirmedAt', CASE WHEN f.confirmed_at IS NULL THEN NULL ELSE iso_ts(f.confirmed_at) END,
  'linkExpiresAt', CASE WHEN f.token_hash IS NULL THEN NULL ELSE iso_ts(f.token_expires_at) END,
  'review', f.review, 'activelyEngaged', f.actively_engaged, 'attested', f.attested, 'internalNote', f.review_note, 'messageToTeacher', f.message_to_teacher, 'reviewedBy', f.reviewed_by,
  'reviewedAt', CASE WHEN f.reviewed_at IS NULL THEN NULL ELSE iso_ts(f.reviewed_at) END,
  'counts', f.review = 'approved' AND (f.confirmation = 'confirmed' OR f.attested OR f.source = 'before_portal'), 'source', f.source,
  'confirmer', jsonb_build_object('email', f.observed_email,
    'ownAddress', f.observed_email IN (SELECT lower(x) FROM teachers t CROSS JOIN LATERAL
        (VALUES (t.email), (t.doc #>> '{contact,secondaryEmail}')) v (x) WHERE t.id = f.teacher_id AND x <> ''
      UNION ALL SELECT lower(u.email) FROM users u WHERE u.teacher_id = f.teacher_id),
    'knownDomain', EXISTS (SELECT 1 FROM schools s WHERE lower(split_part(s.contact_email, '@', 2)) = split_part(f.observed_email, '@', 2))
      OR EXISTS (SELECT 1 FROM users u WHERE u.role = 'school' AND lower(split_part(u.email, '@', 2)) = split_part(f.observed_email, '@', 2)),
    'interns', (SELECT count(DISTINCT g.teacher_id) FROM field_hours g WHERE g.observed_email = f.observed_email AND g.confirmation = 'confirmed')))`;

/** An entry's review as stored (the timestamp to the microsecond): what an undo puts back. */
type ReviewState = {
  review: FieldHour['review'];
  activelyEngaged: boolean;
  internalNote: string;
  messageToTeacher: string;
  reviewedBy: string | null;
  attested: boolean;
  reviewedAt: string | null;
};
const REVIEW_JSON = `jsonb_build_object('review', review, 'activelyEngaged', actively_engaged, 'internalNote', review_note,
  'messageToTeacher', message_to_teacher, 'reviewedBy', reviewed_by, 'attested', attested, 'reviewedAt', reviewed_at)`;
/** The review's fields that an act changed, as `fieldHours.<entry id>.<field>` (what its undo reads back). */
const reviewChanges = (entryId: string, from: ReviewState, to: ReviewState) =>
  diff({ fieldHours: { [entryId]: from } }, { fieldHours: { [entryId]: to } });

/** An entry as stored, with the facts about its confirming address that staff's warnings are made of. */
type EntryRow = Omit<FieldHour, 'warnings'> & { confirmer: ConfirmerFacts };
const withWarnings = ({ confirmer, ...e }: EntryRow): FieldHour => ({ ...e, warnings: fieldHourWarnings(confirmer) });

const entryText = (e: Pick<FieldHour, 'date' | 'hours' | 'observedName' | 'observedEmail'>) =>
  `${e.date}: ${e.hours} h with ${e.observedName} <${e.observedEmail}>`;

/**
 * Field-based experience hours (§228.43). An entry counts once the observed teacher confirmed it (one-time
 * link) and staff approved it, or staff recorded it as earned before the log (with a note); the record's
 * thirtyObsHours follows what counts and nothing else. Each change writes its audit row on the teacher in the same transaction.
 */
export function createFieldHoursRepository(db: Database, teachers: TeachersRepository) {
  const entries = async (teacherId: string, q: Sql = db): Promise<FieldHour[]> =>
    (
      await q.query<{ j: EntryRow }>(
        `SELECT ${ENTRY_JSON} AS j FROM field_hours f WHERE f.teacher_id = $1 ORDER BY f.day DESC, f.logged_at DESC`,
        [teacherId],
      )
    ).map((r) => withWarnings(r.j));
  const entry = async (teacherId: string, entryId: string, q: Sql = db): Promise<FieldHour | null> =>
    (
      await q.query<{ j: EntryRow }>(`SELECT ${ENTRY_JSON} AS j FROM field_hours f WHERE f.teacher_id = $1 AND f.id = $2`, [
        teacherId,
        entryId,
      ])
    ).map((r) => withWarnings(r.j))[0] ?? null;
  const summaryOf = (t: Pick<StoredTeacher, 'admissionDate'>, list: FieldHour[]) => {
    const s = summariseFieldHours(list, fieldHoursRequirement(t.admissionDate));
    return { ...s, text: fieldHoursText(s) };
  };

  const reviewState = async (q: Sql, entryId: string): Promise<ReviewState> =>
    (await q.query<{ j: ReviewState }>(`SELECT ${REVIEW_JSON} AS j FROM field_hours WHERE id = $1`, [entryId]))[0].j;

  /** Writes thirtyObsHours (with the change that caused it) and the audit row; nothing when nothing changed. */
  async function writeStatus(
    tx: Sql,
    before: StoredTeacher,
    status: string,
    actor: string,
    change: FieldChange,
    more: { changes?: FieldChange[]; action?: 'update' | 'undo' } = {},
  ) {
    const changes: FieldChange[] = [change, ...(more.changes ?? [])];
    if (before.thirtyObsHours !== status) {
      changes.push({ field: 'thirtyObsHours', from: before.thirtyObsHours, to: status });
      await tx.query(
        `UPDATE teachers SET doc = jsonb_set(doc, '{thirtyObsHours}', to_jsonb($2::text), true),
                updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
          WHERE id = $1`,
        [before._id, status],
      );
    }
    await recordAudit(tx, { entity: 'teacher', entityId: before._id, action: more.action ?? 'update', actor, changes });
  }

  /** thirtyObsHours from what counts (fieldHoursStatus), written with the change that caused it and its audit row. */
  async function follow(tx: Sql, before: StoredTeacher, actor: string, change: FieldChange, more: { changes?: FieldChange[] } = {}) {
    const s = summaryOf(before, await entries(before._id, tx));
    return writeStatus(tx, before, fieldHoursStatus(s, before.thirtyObsHours), actor, change, more);
  }

  return {
    entries,

    async forTeacher(teacherId: string): Promise<TeacherFieldHours | null> {
      const t = await teachers.get(teacherId);
      if (!t) return null;
      const list = await entries(teacherId);
      const summary = summaryOf(t, list);
      return { teacherId, entries: list, summary, thirtyObsHours: fieldHoursStatus(summary, t.thirtyObsHours) };
    },

    /**
     * Logs a visit with its one-time link's hash; `mail` queues the observed teacher's e-mail in the same transaction.
     * Refused: a day before the teacher's admission (or the record's creation) or after today; a confirming address
     * that is the teacher's own or another teacher's; more than FIELD_HOURS_REQUESTS_A_DAY requests in 24 hours
     * (counted under the teacher's lock, so two servers cannot both let one more through).
     */
    async add(
      teacherId: string,
      input: Omit<FieldHourInput, 'hours'> & { hours: number },
      o: {
        actor: string;
        tokenHash: string;
        expiresAt: Date;
        now: Date;
        timeZone: string;
        mail: (tx: Sql, t: StoredTeacher) => Promise<void>;
      },
    ): Promise<FieldHour> {
      try {
        return await db.transaction(async (tx) => {
          const t = await teachers.lock(tx, teacherId);
          const bounds = fieldHourDateBounds(
            t.admissionDate?.day,
            programDate(new Date(t.dateAdded), o.timeZone),
            programDate(o.now, o.timeZone),
          );
          if (input.date < bounds.from) throw fieldError('date', EVIDENCE_MESSAGES.dateBeforeStart(bounds.from, bounds.fromWhat));
          if (input.date > bounds.to) throw fieldError('date', EVIDENCE_MESSAGES.dateInFuture);
          const [who] = await tx.query<{ own: boolean; teacher: boolean }>(
            `SELECT EXISTS (SELECT 1 FROM teachers WHERE id = $1 AND lower($2) IN (lower(email), lower(doc #>> '{contact,secondaryEmail}')))
                    OR EXISTS (SELECT 1 FROM users WHERE teacher_id = $1 AND lower(email) = lower($2)) AS own,
                    EXISTS (SELECT 1 FROM teachers WHERE lower(email) = lower($2) OR lower(doc #>> '{contact,secondaryEmail}') = lower($2))
                    OR EXISTS (SELECT 1 FROM users WHERE role = 'teacher' AND lower(email) = lower($2)) AS teacher`,
            [teacherId, input.observedEmail],
          );
          if (who.own) throw fieldError('observedEmail', EVIDENCE_MESSAGES.ownEmail);
          if (who.teacher) throw fieldError('observedEmail', EVIDENCE_MESSAGES.teacherEmail);
          const [sent] = await tx.query<{ n: number; oldest: string | null }>(
            `SELECT count(*)::int AS n, iso_ts(min(logged_at)) AS oldest FROM field_hours
              WHERE teacher_id = $1 AND source = 'log' AND logged_at > $2::timestamptz - interval '1 day'`,
            [teacherId, o.now.toISOString()],
          );
          if (Number(sent.n) >= FIELD_HOURS_REQUESTS_A_DAY) {
            const wait = sent.oldest ? Date.parse(sent.oldest) + 86_400_000 - o.now.getTime() : 86_400_000;
            throw new HttpError(429, EVIDENCE_MESSAGES.tooManyRequests, {}, { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) });
          }
          const id = newId();
          await tx.query(
            `INSERT INTO field_hours (id, teacher_id, day, hours, campus, observed_name, observed_email, activity, logged_by, token_hash, token_expires_at, logged_at)
             VALUES ($1, $2, $3, $4, $5, $6, lower($7), $8, $9, $10, $11, $12)`,
            [
              id,
              teacherId,
              input.date,
              input.hours,
              input.campus,
              input.observedName,
              input.observedEmail,
              input.activity,
              o.actor,
              o.tokenHash,
              o.expiresAt.toISOString(),
              o.now.toISOString(),
            ],
          );
          const saved = (await entry(teacherId, id, tx))!;
          await recordAudit(tx, {
            entity: 'teacher',
            entityId: teacherId,
            action: 'update',
            actor: o.actor,
            changes: [
              {
                field: 'fieldHours',
                from: null,
                to: `Logged ${entryText(saved)} at ${saved.campus}; confirmation e-mailed to ${saved.observedEmail}`,
              },
            ],
          });
          await o.mail(tx, t);
          return saved;
        });
      } catch (err) {
        if (pgCode(err) === '23505') throw conflict(EVIDENCE_MESSAGES.duplicateEntry);
        throw err;
      }
    },

    /** What an unused, unexpired link is about; null otherwise. */
    async byToken(tokenHash: string, now: Date) {
      const [r] = await db.query<{ j: EntryRow; teacher: string; expires: string }>(
        `SELECT ${ENTRY_JSON} AS j, trim(t.first_name || ' ' || t.last_name) AS teacher, iso_ts(f.token_expires_at) AS expires
           FROM field_hours f JOIN teachers t ON t.id = f.teacher_id
          WHERE f.token_hash = $1 AND f.confirmation = 'awaiting' AND f.token_expires_at > $2`,
        [tokenHash, now.toISOString()],
      );
      return r ? { entry: withWarnings(r.j), teacherName: r.teacher, expiresAt: r.expires } : null;
    },

    /** The observed teacher's answer: the link works once (its hash is cleared) and not after it expires. */
    async answer(tokenHash: string, o: { decision: 'confirm' | 'decline'; comment: string; now: Date }): Promise<FieldHour | null> {
      return db.transaction(async (tx) => {
        const [r] = await tx.query<{ id: string; teacher_id: string; observed_email: string }>(
          `SELECT id, teacher_id, observed_email FROM field_hours
            WHERE token_hash = $1 AND confirmation = 'awaiting' AND token_expires_at > $2 FOR UPDATE`,
          [tokenHash, o.now.toISOString()],
        );
        if (!r) return null;
        const before = await teachers.lock(tx, r.teacher_id);
        const confirmation = o.decision === 'confirm' ? 'confirmed' : 'declined';
        await tx.query(
          `UPDATE field_hours SET confirmation = $2, confirm_comment = $3, confirmed_at = $4, token_hash = NULL WHERE id = $1`,
          [r.id, confirmation, o.comment, o.now.toISOString()],
        );
        const saved = (await entry(r.teacher_id, r.id, tx))!;
        await follow(tx, before, r.observed_email, {
          field: 'fieldHours',
          from: 'awaiting',
          to: `${entryText(saved)} ${confirmation} by the observed teacher${o.comment ? `: ${o.comment}` : ''}`,
        });
        return saved;
      });
    },

    /** Staff approve or return an entry and mark it actively engaged. */
    async review(
      teacherId: string,
      entryId: string,
      o: {
        decision: 'approved' | 'returned';
        activelyEngaged: boolean;
        internalNote: string;
        messageToTeacher: string;
        attested?: boolean;
        actor: string;
      },
    ): Promise<FieldHour> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const list = await entries(teacherId, tx);
        const was = list.find((e) => e._id === entryId);
        if (!was) throw notFound(EVIDENCE_MESSAGES.entryNotFound);
        if (was.source === 'before_portal') throw fieldError('decision', EVIDENCE_MESSAGES.beforePortalNotReviewed);
        // Hours count once the observed teacher confirmed them; staff approve without that only by attesting them.
        const attested = o.decision === 'approved' && was.confirmation !== 'confirmed' && !!o.attested;
        if (o.decision === 'approved' && was.confirmation !== 'confirmed' && !attested)
          throw fieldError('decision', EVIDENCE_MESSAGES.approveUnconfirmed);
        const internalNote = attested ? attestedNote(o.internalNote) : o.internalNote;
        const prior = await reviewState(tx, entryId);
        await tx.query(
          `UPDATE field_hours SET review = $3, actively_engaged = $4, review_note = $5, message_to_teacher = $6, reviewed_by = $7,
                  attested = $8, reviewed_at = clock_timestamp()
            WHERE teacher_id = $1 AND id = $2`,
          [teacherId, entryId, o.decision, o.activelyEngaged, internalNote, o.messageToTeacher, o.actor, attested],
        );
        const saved = (await entry(teacherId, entryId, tx))!;
        await follow(
          tx,
          before,
          o.actor,
          {
            field: 'fieldHours',
            from: `${was.review}${was.activelyEngaged ? ', actively engaged' : ''}`,
            to:
              `${entryText(saved)} ${o.decision}${o.activelyEngaged ? ', actively engaged' : ''}` +
              `${o.messageToTeacher ? `; to the teacher: ${o.messageToTeacher}` : ''}${internalNote ? `; internal note: ${internalNote}` : ''}`,
          },
          { changes: reviewChanges(entryId, prior, await reviewState(tx, entryId)) },
        );
        return saved;
      });
    },

    /**
     * Takes back the actor's own approval or return (`undone`) of an entry within the undo window: only when it is
     * the teacher's last audited change and the entry still has that review. The review before it comes back as it was
     * (who, when, both notes, actively engaged, attested) and so does the record's status; the act's audit row stays,
     * the undo is its own.
     */
    async undoReview(teacherId: string, entryId: string, undone: 'approved' | 'returned', actor: string): Promise<FieldHour> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const was = await entry(teacherId, entryId, tx);
        if (!was) throw notFound(EVIDENCE_MESSAGES.entryNotFound);
        if (was.review !== undone) throw conflict(UNDO_MESSAGES.nothingToUndo);
        const prefix = `fieldHours.${entryId}`;
        const act = await undoableAct(tx, { entity: 'teacher', entityId: teacherId }, actor, (changes) =>
          changes.some((c) => c.field === `${prefix}.review` && c.to === undone),
        );
        const prior = await reviewState(tx, entryId);
        const r: ReviewState = { ...prior, ...previousValues(act, prefix) };
        await tx.query(
          `UPDATE field_hours SET review = $2, actively_engaged = $3, review_note = $4, message_to_teacher = $5, reviewed_by = $6,
                  attested = $7, reviewed_at = $8::timestamptz
            WHERE id = $1`,
          [entryId, r.review, r.activelyEngaged, r.internalNote, r.messageToTeacher, r.reviewedBy, r.attested, r.reviewedAt],
        );
        const saved = (await entry(teacherId, entryId, tx))!;
        const status = act.find((c) => c.field === 'thirtyObsHours');
        await writeStatus(
          tx,
          before,
          status ? ((status.from as string | null) ?? '') : before.thirtyObsHours,
          actor,
          { field: 'fieldHours', from: `${entryText(saved)} ${undone}`, to: `Undone: ${entryText(saved)} ${saved.review} again` },
          { changes: reviewChanges(entryId, prior, await reviewState(tx, entryId)), action: 'undo' },
        );
        return saved;
      });
    },

    /**
     * Staff record hours earned before the log: one entry counted as approved, dated by the day they were earned
     * before (not after today), with the note; the record's status follows the log with them.
     */
    async addBeforePortal(
      teacherId: string,
      o: { hours: number; before: string; activelyEngaged: boolean; note: string; actor: string; today: string },
    ): Promise<FieldHour> {
      if (o.before > o.today) throw fieldError('before', EVIDENCE_MESSAGES.dateInFuture);
      try {
        return await db.transaction(async (tx) => {
          const before = await teachers.lock(tx, teacherId);
          const id = newId();
          await tx.query(
            `INSERT INTO field_hours (id, teacher_id, day, hours, campus, observed_name, observed_email, activity, logged_by,
                                      confirmation, review, actively_engaged, reviewed_by, reviewed_at, source)
             VALUES ($1, $2, $3, $4, '', '', '', $5, $6, 'awaiting', 'approved', $7, $6, clock_timestamp(), 'before_portal')`,
            [id, teacherId, o.before, o.hours, o.note, o.actor, o.activelyEngaged],
          );
          const saved = (await entry(teacherId, id, tx))!;
          await follow(tx, before, o.actor, {
            field: 'fieldHours',
            from: null,
            to: `${o.hours} hours earned before ${o.before}, before the portal${o.activelyEngaged ? ', actively engaged' : ''}: ${o.note}`,
          });
          return saved;
        });
      } catch (err) {
        if (pgCode(err) === '23505') throw fieldError('before', EVIDENCE_MESSAGES.duplicateBeforePortal);
        throw err;
      }
    },

    /** Every entry of every teacher the caller may see, for the audit export (per intern, by date). */
    async exportRows(scope: { supervisorId: string; userId: string } | null) {
      return db.query<{
        teacher: string;
        teaId: number | null;
        date: string;
        hours: number;
        campus: string;
        observedName: string;
        observedEmail: string;
        activity: string;
        confirmation: string;
        confirmedAt: string | null;
        confirmComment: string;
        review: string;
        activelyEngaged: boolean;
        attested: boolean;
        source: string;
        reviewedBy: string | null;
        reviewedAt: string | null;
      }>(
        `SELECT trim(t.last_name || ', ' || t.first_name) AS teacher, t.tea_id AS "teaId", to_char(f.day, 'YYYY-MM-DD') AS date,
                f.hours::float8 AS hours, f.campus, f.observed_name AS "observedName", f.observed_email AS "observedEmail", f.activity,
                f.confirmation, CASE WHEN f.confirmed_at IS NULL THEN NULL ELSE iso_ts(f.confirmed_at) END AS "confirmedAt",
                f.confirm_comment AS "confirmComment", f.review, f.actively_engaged AS "activelyEngaged", f.attested, f.source, f.reviewed_by AS "reviewedBy",
                CASE WHEN f.reviewed_at IS NULL THEN NULL ELSE iso_ts(f.reviewed_at) END AS "reviewedAt"
           FROM field_hours f JOIN teachers t ON t.id = f.teacher_id
           LEFT JOIN assignments a ON a.teacher_id = t.id AND a.is_current
          ${scope ? `WHERE t.id IN (${scopeIdsSql('$1', '$2')})` : ''}
          ORDER BY t.last_name, t.first_name, t.id, f.day`,
        scope ? [scope.supervisorId, scope.userId] : [],
      );
    },
  };
}
export type FieldHoursRepository = ReturnType<typeof createFieldHoursRepository>;
