import { SUPERVISOR_DEFAULTS, emptyTeacher, type Supervisor, type Teacher } from 'shared-domain';
import { SUPERVISOR_ID } from './render';

let seq = 0;

/** A stored teacher; `supervisorId` null means unassigned. */
export function makeTeacher(
  first: string,
  last: string,
  { supervisorId = SUPERVISOR_ID as string | null, deadline = '', obsNeeded = '3 Total (In Person)', status = 'intern', supervisions = 0 } = {},
): Teacher {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const base = emptyTeacher();
  return {
    ...base,
    _id: id,
    dateAdded: '2025-08-01T00:00:00.000Z',
    updatedAt: '2025-08-01T00:00:00.000Z',
    name: { first, last },
    teacherStatus: status as Teacher['teacherStatus'],
    obsNeeded: obsNeeded as Teacher['obsNeeded'],
    certificationInfo: { ...base.certificationInfo, firstObsDeadline: deadline },
    supervisions: {
      supervisor: '',
      list: Array.from({ length: supervisions }, (_, i) => ({ date: `2025-09-0${i + 1}`, duration: '45 minutes', comment: '' })),
    },
    assignment: supervisorId
      ? { _id: `a-${id}`, schoolId: null, schoolName: 'Lamar Elementary', supervisorId, supervisorName: 'Sam Rivera', status: 'active', startDate: '', endDate: '' }
      : null,
  };
}

export function makeSupervisor(overrides: Partial<Supervisor> = {}): Supervisor {
  return {
    _id: SUPERVISOR_ID,
    status: 'active',
    name: { first: 'Sam', last: 'Rivera' },
    email: 'supervisor@example.org',
    contactInfo: { email: 'supervisor@example.org', phone: '(512) 555-0142' },
    credentials: { certification: 'Principal EC-12', yearsExperience: 12, specializations: ['Mathematics'] },
    schoolId: null,
    school: { _id: 's1', name: 'Lamar Elementary' },
    assignedTeachers: [],
    settings: { ...SUPERVISOR_DEFAULTS, notificationPreferences: { ...SUPERVISOR_DEFAULTS.notificationPreferences } },
    createdAt: '2025-08-01T00:00:00.000Z',
    updatedAt: '2025-08-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A date `days` from today (UTC), as the yyyy-mm-dd the teacher form stores. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
