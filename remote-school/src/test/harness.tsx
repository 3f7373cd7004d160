import { Route, Routes } from 'react-router-dom';
import type { AvailableTeacher, ReleasedTeacher, School, SessionUser, TeacherRequest } from 'shared-domain';
import {
  TEST_IDS,
  makeAvailableTeacher,
  makeReleasedTeacher,
  makeRequest as makeRequestBase,
  makeSchool as makeSchoolBase,
  makeUser,
  renderWithProviders,
  signInAs,
} from 'shared-ui/src/test/harness';
import SchoolRoutes from '../routes';

export * from 'shared-ui/src/test/harness';

export const SCHOOL_ID = TEST_IDS.school;
export const TEACHER_IDS = {
  maria: '22222222-2222-4222-8222-222222222221',
  james: '22222222-2222-4222-8222-222222222223',
  ana: '22222222-2222-4222-8222-222222222224',
};

const fieldSupervisor = { _id: 's1', name: { first: 'Sam', last: 'Field' } };

/** The signed-in school, with one hired teacher and two interns. */
export const makeSchool = (overrides: Partial<School> = {}): School =>
  makeSchoolBase({
    name: 'Lone Star Elementary',
    ncesId: '481234512345',
    contactPerson: { name: { first: 'Pat Rivera', last: '.' } },
    contactName: 'Pat Rivera',
    contactInfo: {
      email: 'pat@lonestar.example.org',
      phone: '512-555-0101',
      address: makeSchoolBase().contactInfo.address,
    },
    currentInterns: 1,
    assignedTeachers: [
      {
        _id: 'a1',
        teacher: { _id: TEACHER_IDS.maria, name: { first: 'Maria', last: 'Lopez' } },
        status: 'hired',
        startDate: '2025-08-15',
        endDate: '',
        supervisor: fieldSupervisor,
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
        supervisor: fieldSupervisor,
      },
    ],
    accountEmail: 'school@example.org',
    createdAt: '2025-03-14T15:00:00.000Z',
    updatedAt: '2025-03-14T15:00:00.000Z',
    ...overrides,
  });

/** An AvailableTeacher (a card of GET teachers/available), Maria Lopez by default; makeReleased makes a ReleasedTeacher. */
export const makeAvailable = (overrides: Partial<AvailableTeacher> = {}): AvailableTeacher =>
  makeAvailableTeacher({ _id: TEACHER_IDS.maria, ...overrides });

export const AVAILABLE: AvailableTeacher[] = [
  makeAvailable(),
  makeAvailable({
    _id: TEACHER_IDS.james,
    name: { first: 'James', last: 'Carter' },
    certificationAreas: ['ESL', 'History 7-12'],
    location: 'Houston Area',
    certType: 'probationary',
  }),
  makeAvailable({
    _id: TEACHER_IDS.ana,
    name: { first: 'Ana', last: 'Diaz' },
    certificationAreas: ['ESL'],
    location: 'Austin Area',
    certType: 'probationary',
  }),
];

export const makeReleased = (overrides: Partial<ReleasedTeacher> = {}): ReleasedTeacher =>
  makeReleasedTeacher({
    _id: TEACHER_IDS.maria,
    request: { _id: 'r1', status: 'approved', createdAt: '2026-01-10T10:00:00.000Z', responseDate: '2026-01-12T10:00:00.000Z' },
    ...overrides,
  });

export const makeRequest = (overrides: Partial<TeacherRequest> = {}): TeacherRequest =>
  makeRequestBase({
    _id: 'r1',
    from: { schoolId: SCHOOL_ID, schoolName: 'Lone Star Elementary', district: 'Austin ISD' },
    teacher: { _id: TEACHER_IDS.maria, name: { first: 'Maria', last: 'Lopez' }, exam: 'Science 7-12' },
    ...overrides,
  });

export interface SchoolAreaOptions {
  user?: SessionUser;
  /** A school lookup stored with the session (the 'schoolData' key), as sign-in leaves it. */
  schoolData?: School | null;
}

/** Renders the whole school area as the shell mounts it (at /school/*), at `route`, signed in as the school. */
export function renderSchoolArea(route: string, { user = makeUser('school'), schoolData = null }: SchoolAreaOptions = {}) {
  signInAs(user);
  // After signInAs: writing a session clears every session key, this one included.
  if (schoolData) localStorage.setItem('schoolData', JSON.stringify(schoolData));
  return renderWithProviders(
    <Routes>
      <Route path="/school/*" element={<SchoolRoutes />} />
    </Routes>,
    { route },
  );
}
