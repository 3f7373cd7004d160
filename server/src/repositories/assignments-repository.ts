import { MESSAGES, type assignmentInputSchema, type Teacher } from 'shared-domain';
import type { z } from 'zod';
import type { Database, Sql } from '../db/types';
import { conflict, notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { recordAudit } from './audit-repository';
import { LOCK_TEACHER } from './teachers-sql';

type AssignmentInput = z.output<typeof assignmentInputSchema>;
interface Current {
  id: string;
  school_id: string | null;
  supervisor_id: string | null;
  status: string;
  start_date: string;
  end_date: string;
}
const view = (a: Pick<Current, 'school_id' | 'supervisor_id' | 'status' | 'start_date' | 'end_date'> | null) =>
  a && { schoolId: a.school_id, supervisorId: a.supervisor_id, status: a.status, startDate: a.start_date, endDate: a.end_date };

/** Assignments that use up a supervisor's capacity. */
const COUNTED = `('active', 'intern')`;

/**
 * Refuses a supervisor that is unavailable or at capacity: settings.maxTeachers counts its active and intern
 * assignments, the system setting maxInternPerSupervisor its interns. Keeping a teacher with the supervisor it
 * already has is not a new assignment (only the intern cap applies).
 */
async function checkSupervisor(tx: Sql, teacherId: string, supervisorId: string, status: string, keeps: boolean, maxInterns: number) {
  const [sv] = await tx.query<{ status: string; max_teachers: number; available_for_new: boolean }>(
    'SELECT status, max_teachers, available_for_new FROM supervisors WHERE id = $1 FOR UPDATE',
    [supervisorId],
  );
  if (!sv) throw notFound(NOT_FOUND.supervisor);
  if (status !== 'active' && status !== 'intern') return;
  const [c] = await tx.query<{ total: number; interns: number }>(
    `SELECT count(*) FILTER (WHERE status IN ${COUNTED})::int AS total, count(*) FILTER (WHERE status = 'intern')::int AS interns
       FROM assignments WHERE supervisor_id = $1 AND is_current AND teacher_id <> $2`,
    [supervisorId, teacherId],
  );
  if (!keeps) {
    if (sv.status !== 'active' || !sv.available_for_new) throw conflict(MESSAGES.supervisorUnavailable);
    if (c.total >= sv.max_teachers) throw conflict(MESSAGES.supervisorFull);
  }
  if (status === 'intern' && c.interns >= maxInterns) throw conflict(MESSAGES.supervisorFull);
}

/**
 * The school's active supervisor, available for new teachers, with the most free capacity (settings.maxTeachers less
 * its active and intern assignments; for an intern, also under maxInternPerSupervisor), locked; null when none has
 * room. Ties go by name.
 */
async function freeSupervisor(tx: Sql, schoolId: string, teacherId: string, status: string, maxInterns: number): Promise<string | null> {
  const rows = await tx.query<{ id: string; free: number; interns: number }>(
    `SELECT s.id, s.max_teachers - count(a.id) FILTER (WHERE a.status IN ${COUNTED})::int AS free,
            count(a.id) FILTER (WHERE a.status = 'intern')::int AS interns
       FROM supervisors s
       LEFT JOIN assignments a ON a.supervisor_id = s.id AND a.is_current AND a.teacher_id <> $2
      WHERE s.school_id = $1 AND s.status = 'active' AND s.available_for_new
      GROUP BY s.id ORDER BY free DESC, s.last_name, s.first_name, s.id`,
    [schoolId, teacherId],
  );
  for (const r of rows) {
    if (r.free <= 0 || (status === 'intern' && r.interns >= maxInterns)) continue;
    try {
      // Locks the supervisor and counts again: another placement may have taken the last place meanwhile.
      await checkSupervisor(tx, teacherId, r.id, status, false, maxInterns);
      return r.id;
    } catch {
      continue;
    }
  }
  return null;
}

export interface AssignmentOptions {
  actor: string;
  maxInternPerSupervisor: number;
  /** The system setting autoAssignSupervisors: a placement at a school without a supervisor gets one with room. */
  autoAssign?: boolean;
  /** Called in the transaction when the placement gains a supervisor it did not have (the assignment e-mail). */
  onNewSupervisor?: (tx: Sql, supervisorId: string, teacher: Teacher) => Promise<void>;
}

export function createAssignmentsRepository(db: Database, getTeacher: (id: string, q: Sql) => Promise<Teacher | null>) {
  /**
   * The same inside a caller's transaction (the record's one Save carries its assignment); `changed`
   * says whether the assignment differs from the one it had (an audit row was written).
   */
  async function setIn(
    tx: Sql,
    teacherId: string,
    input: AssignmentInput,
    o: AssignmentOptions,
  ): Promise<{ teacher: Teacher; changed: boolean }> {
    const locked = await tx.query(LOCK_TEACHER, [teacherId]);
    if (!locked.length) throw notFound(NOT_FOUND.teacher);
    const [current] = await tx.query<Current>(
      'SELECT id, school_id, supervisor_id, status, start_date, end_date FROM assignments WHERE teacher_id = $1 AND is_current',
      [teacherId],
    );
    const clearing = !input.schoolId && !input.supervisorId;
    if (input.schoolId && !(await tx.query('SELECT 1 FROM schools WHERE id = $1', [input.schoolId])).length) {
      throw notFound(NOT_FOUND.school);
    }
    let supervisorId = input.supervisorId;
    const placed = input.schoolId && (input.status === 'active' || input.status === 'intern');
    // Not when the admin just took the supervisor off this same placement.
    const removedHere = current?.supervisor_id && current.school_id === input.schoolId;
    if (!supervisorId && placed && o.autoAssign && !removedHere) {
      supervisorId = await freeSupervisor(tx, input.schoolId!, teacherId, input.status, o.maxInternPerSupervisor);
    } else if (input.supervisorId) {
      const keeps = current?.supervisor_id === input.supervisorId && (current.status === 'active' || current.status === 'intern');
      await checkSupervisor(tx, teacherId, input.supervisorId, input.status, keeps, o.maxInternPerSupervisor);
    }
    if (current) {
      await tx.query(`UPDATE assignments SET is_current = false, updated_at = clock_timestamp() WHERE id = $1`, [current.id]);
    }
    const next = clearing
      ? null
      : {
          school_id: input.schoolId,
          supervisor_id: supervisorId,
          status: input.status,
          start_date: input.startDate,
          end_date: input.endDate,
        };
    if (next) {
      await tx.query(
        `INSERT INTO assignments (id, teacher_id, school_id, supervisor_id, status, start_date, end_date) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [newId(), teacherId, next.school_id, next.supervisor_id, next.status, next.start_date, next.end_date],
      );
    }
    const from = view(current ?? null);
    const to = view(next);
    const changed = JSON.stringify(from) !== JSON.stringify(to);
    if (changed) {
      await recordAudit(tx, {
        entity: 'teacher',
        entityId: teacherId,
        action: 'update',
        actor: o.actor,
        changes: [{ field: 'assignment', from, to }],
      });
    }
    const teacher = (await getTeacher(teacherId, tx))!;
    if (supervisorId && supervisorId !== current?.supervisor_id) await o.onNewSupervisor?.(tx, supervisorId, teacher);
    return { teacher, changed };
  }

  return {
    /** Sets (or, with neither school nor supervisor, clears) a teacher's current assignment. */
    async set(teacherId: string, input: AssignmentInput, o: AssignmentOptions): Promise<Teacher> {
      return db.transaction(async (tx) => (await setIn(tx, teacherId, input, o)).teacher);
    },
    setIn,
  };
}
export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
