import type { AvailableTeacher, ReleasedTeacher, School, TeacherRequest } from 'shared-domain';

export const SCHOOL_ID = '11111111-1111-4111-8111-111111111111';
export const TEACHER_IDS = {
  maria: '22222222-2222-4222-8222-222222222221',
  james: '22222222-2222-4222-8222-222222222222',
  ana: '22222222-2222-4222-8222-222222222223',
};

export function makeSchool(overrides: Partial<School> = {}): School {
  return {
    _id: SCHOOL_ID,
    name: 'Lone Star Elementary',
    ncesId: '481234512345',
    districtName: 'Austin ISD',
    status: 'active',
    contactPerson: { name: { first: 'Pat Rivera', last: '.' } },
    contactName: 'Pat Rivera',
    contactInfo: { email: 'pat@lonestar.example.org', phone: '512-555-0101', address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } },
    settings: { maxInterns: 10, allowsInterns: true },
    currentInterns: 1,
    supervisors: [],
    assignedTeachers: [
      {
        _id: 'a1',
        teacher: { _id: TEACHER_IDS.maria, name: { first: 'Maria', last: 'Lopez' } },
        status: 'hired',
        startDate: '2025-08-15',
        endDate: '',
        supervisor: { _id: 's1', name: { first: 'Sam', last: 'Field' } },
      },
      {
        _id: 'a2',
        teacher: { _id: TEACHER_IDS.james, name: { first: 'James', last: 'Carter' } },
        status: 'intern',
        startDate: '2025-09-01',
        endDate: '',
        supervisor: null,
      },
      {
        _id: 'a3',
        teacher: { _id: TEACHER_IDS.ana, name: { first: 'Ana', last: 'Diaz' } },
        status: 'intern',
        startDate: '2025-09-02',
        endDate: '',
        supervisor: { _id: 's1', name: { first: 'Sam', last: 'Field' } },
      },
    ],
    accountEmail: 'school@example.org',
    createdAt: '2025-03-14T15:00:00.000Z',
    updatedAt: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

export function makeTeacher(overrides: Partial<AvailableTeacher> = {}): AvailableTeacher {
  return {
    _id: TEACHER_IDS.maria,
    name: { first: 'Maria', last: 'Lopez' },
    certificationAreas: ['Science 7-12'],
    location: 'Austin Area',
    certType: 'intern',
    availability: 'Immediate',
    teacherStatus: 'ready for hire',
    request: null,
    ...overrides,
  };
}

export const AVAILABLE: AvailableTeacher[] = [
  makeTeacher(),
  makeTeacher({ _id: TEACHER_IDS.james, name: { first: 'James', last: 'Carter' }, certificationAreas: ['ESL', 'History 7-12'], location: 'Houston Area', certType: 'probationary' }),
  makeTeacher({ _id: TEACHER_IDS.ana, name: { first: 'Ana', last: 'Diaz' }, certificationAreas: ['ESL'], location: 'Austin Area', certType: 'probationary' }),
];

export function makeReleased(overrides: Partial<ReleasedTeacher> = {}): ReleasedTeacher {
  return {
    ...makeTeacher({ request: { _id: 'r1', status: 'approved', createdAt: '2026-01-10T10:00:00.000Z', responseDate: '2026-01-12T10:00:00.000Z' } }),
    contact: { email: 'maria.lopez@example.org', secondaryEmail: '', phoneNumber: '512-555-0199', location: 'Austin Area' },
    certificationInfo: { startDate: '2025-06-01', endDate: '2026-05-31', firstDayWithStudent: '2025-08-20', firstObsDeadline: '', teaPosted: true, certType: 'intern' },
    exams: [{ number: 1, content: 'Science 7-12', notes: [] }],
    ppr: { status: 'completed', passed: 'yes' },
    oneFiftyCourseWorkHours: 'completed',
    thirtyObsHours: 'pending 15 online',
    internStatus: 'traditional',
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<TeacherRequest> = {}): TeacherRequest {
  return {
    _id: 'r1',
    status: 'pending',
    from: { schoolId: SCHOOL_ID, schoolName: 'Lone Star Elementary', district: 'Austin ISD' },
    teacher: { _id: TEACHER_IDS.maria, name: { first: 'Maria', last: 'Lopez' }, exam: 'Science 7-12' },
    createdAt: '2026-01-10T10:00:00.000Z',
    responseDate: null,
    ...overrides,
  };
}
