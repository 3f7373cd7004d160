import type { AvailableTeacher, ReleasedTeacher, Teacher } from 'shared-domain';
import { CONSENT_FOR_SCHOOL_SQL, LISTED_FOR_SCHOOL_SQL, ON_THE_POOL_SQL } from './consent-sql';
import { CARD_SOURCE_SQL, profileCard, type CardSource } from './profile-cards-repository';
import type { Database } from '../db/types';

type LimitedRow = CardSource & { request: AvailableTeacher['request'] };

// This school's request for the teacher: an open one (approved, then pending) before the latest denied one.
const REQUEST_SQL = `(SELECT jsonb_build_object('_id', r.id, 'status', r.status, 'createdAt', iso_ts(r.created_at),
    'responseDate', CASE WHEN r.response_date IS NULL THEN NULL ELSE iso_ts(r.response_date) END)
   FROM requests r WHERE r.teacher_id = t.id AND r.school_id = $1
  ORDER BY CASE r.status WHEN 'approved' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END, r.created_at DESC LIMIT 1)`;

// Only what a school may see before an approved request (its card): no contact, financial, mentor, notes or placement data.
const LIMITED_SQL = `SELECT ${CARD_SOURCE_SQL}, ${REQUEST_SQL} AS request FROM teachers t`;

const limited = (r: LimitedRow): AvailableTeacher => ({ ...profileCard(r, 'school'), request: r.request ?? null });

function released(base: AvailableTeacher, t: Teacher): ReleasedTeacher {
  return {
    ...base,
    contact: t.contact,
    certificationInfo: t.certificationInfo,
    exams: t.exams,
    ppr: { status: t.ppr.status, passed: t.ppr.passed },
    oneFiftyCourseWorkHours: t.oneFiftyCourseWorkHours,
    thirtyObsHours: t.thirtyObsHours,
    internStatus: t.internStatus,
  };
}

export function createSchoolViewRepository(db: Database, getTeacher: (id: string) => Promise<Teacher | null>) {
  return {
    /**
     * GET teachers/available: the teachers this school finds on the pool, each with this school's request state, as
     * JSON texts `size` at a time in name order (a keyset): the answer is streamed and no query holds the whole pool.
     */
    async *availableText(schoolId: string, size: number): AsyncGenerator<string[]> {
      let after: [string, string, string] | null = null;
      for (;;) {
        // CARD_SOURCE_SQL's id, first and last are the keyset's columns.
        const rows: (LimitedRow & { last: string; first: string; id: string })[] = await db.query(
          `${LIMITED_SQL} WHERE ${LISTED_FOR_SCHOOL_SQL}${after ? ' AND (t.last_name, t.first_name, t.id) > ($3, $4, $5::uuid)' : ''}
            ORDER BY t.last_name, t.first_name, t.id LIMIT $2`,
          [schoolId, size, ...(after ?? [])],
        );
        if (rows.length) yield rows.map((r) => JSON.stringify(limited(r)));
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.last, last.first, last.id];
      }
    },
    /**
     * GET teachers/{id} for a school: the released profile after an approved request, the limited one while the
     * teacher is on the pool (ready for hire and shown by staff); 'forbidden' for a teacher the school may see but not now; null for an unknown teacher
     * and for one the school may not see (consent off, or hidden from it), approved request or not: hiding or
     * withdrawing withdraws what was released.
     */
    async forSchool(teacherId: string, schoolId: string): Promise<AvailableTeacher | ReleasedTeacher | 'forbidden' | null> {
      const [row] = await db.query<LimitedRow & { listed: boolean; on_pool: boolean }>(
        `${LIMITED_SQL.replace(' FROM teachers t', `, ${CONSENT_FOR_SCHOOL_SQL} AS listed, ${ON_THE_POOL_SQL()} AS on_pool FROM teachers t`)} WHERE t.id = $2`,
        [schoolId, teacherId],
      );
      if (!row?.listed) return null;
      const base = limited(row);
      if (base.request?.status === 'approved') {
        const full = await getTeacher(teacherId);
        return full ? released(base, full) : null;
      }
      return row.on_pool ? base : 'forbidden';
    },
  };
}
export type SchoolViewRepository = ReturnType<typeof createSchoolViewRepository>;
