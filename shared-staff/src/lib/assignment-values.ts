import type { AssignmentInput, Teacher } from 'shared-domain';

// The teacher's placement as the record's form holds it: the record's screen keeps and saves the values, the
// assignment editor (composed in by the area, renderAssignment) shows and changes them.

/** The placement as the record's form holds it (saved with the record's one Save Changes). */
export interface AssignmentValues {
  schoolId: string;
  supervisorId: string;
  status: string;
  startDate: string;
  endDate: string;
}

/** The teacher's current placement as form values (blank when it has none). */
export function assignmentValues(t: Pick<Teacher, 'assignment'>): AssignmentValues {
  const a = t.assignment;
  return {
    schoolId: a?.schoolId ?? '',
    supervisorId: a?.supervisorId ?? '',
    status: a?.status ?? 'active',
    startDate: a?.startDate ?? '',
    endDate: a?.endDate ?? '',
  };
}

/** The body of the assignment (PUT teachers/{id} carries it): blank school or supervisor is none. */
export function assignmentInput(v: AssignmentValues): AssignmentInput {
  return { ...v, schoolId: v.schoolId || null, supervisorId: v.supervisorId || null, status: v.status as AssignmentInput['status'] };
}
