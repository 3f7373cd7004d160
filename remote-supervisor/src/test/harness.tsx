import type { ReactElement } from 'react';
import { addDays, SUPERVISOR_DEFAULTS, observation, type Supervisor, type Teacher } from 'shared-domain';
import {
  TEST_IDS,
  assignedTo,
  makeSupervisor as makeSupervisorBase,
  makeTeacher,
  renderWithProviders as renderBase,
  type RenderOptions,
} from 'shared-staff/src/test/harness';

export * from 'shared-staff/src/test/harness';

export const SUPERVISOR_ID = TEST_IDS.supervisor;

/** The supervisor area renders signed in as the default supervisor, on its dashboard. */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) =>
  renderBase(ui, { user: 'supervisor', route: '/supervisor/dashboard', ...options });

/** A Teacher record of an intern under supervision (this area's lists), from a name; `supervisorId` null means unassigned. */
export function makeSupervisedTeacher(
  first: string,
  last: string,
  {
    supervisorId = SUPERVISOR_ID,
    deadline = '',
    obsNeeded = '3 Total (In Person)',
    status = 'intern',
    supervisions = 0,
    start = deadline ? addDays(deadline, -28) : '',
    end = start ? addDays(start, 180) : '',
  }: {
    supervisorId?: string | null;
    deadline?: string;
    obsNeeded?: string;
    status?: string;
    supervisions?: number;
    /** The internship's first day with students (default: 28 days before the deadline) and its end (180 days on). */
    start?: string;
    end?: string;
  } = {},
): Teacher & { ref: number } {
  const base = makeTeacher({ dateAdded: '2025-08-01T00:00:00.000Z', updatedAt: '2025-08-01T00:00:00.000Z' });
  return {
    ...base,
    name: { first, last },
    teacherStatus: status as Teacher['teacherStatus'],
    obsNeeded: obsNeeded as Teacher['obsNeeded'],
    certificationInfo: { ...base.certificationInfo, firstObsDeadline: deadline, firstDayWithStudent: start, endDate: end },
    // Formal, in person, 45 minutes: each counts, from the internship's first day on.
    supervisions: {
      supervisor: '',
      list: Array.from({ length: supervisions }, (_, i) =>
        observation({ date: start ? addDays(start, i + 1) : `2025-09-0${i + 1}`, duration: 45 }),
      ),
      removed: [],
    },
    assignment: supervisorId
      ? assignedTo(supervisorId, { _id: `a-${base._id}`, schoolName: 'Lamar Elementary', supervisorName: 'Sam Rivera', startDate: '' })
      : null,
  };
}

/** The signed-in supervisor's record. */
export const makeSupervisor = (overrides: Partial<Supervisor> = {}): Supervisor =>
  makeSupervisorBase({
    name: { first: 'Sam', last: 'Rivera' },
    email: 'supervisor@example.org',
    contactInfo: { email: 'supervisor@example.org', phone: '(512) 555-0142' },
    credentials: { certification: 'Principal EC-12', yearsExperience: 12, specializations: ['Mathematics'] },
    schoolId: null,
    school: { _id: 's1', name: 'Lamar Elementary' },
    settings: { ...SUPERVISOR_DEFAULTS, notificationPreferences: { ...SUPERVISOR_DEFAULTS.notificationPreferences } },
    createdAt: '2025-08-01T00:00:00.000Z',
    updatedAt: '2025-08-01T00:00:00.000Z',
    ...overrides,
  });
