import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { MyConsentResponse, MyContactResponse, MyDashboard, MyLedger, MyObservation, MyProfileResponse } from 'shared-domain';
import { TEST_IDS, makeProfileCards, renderWithProviders as renderBase, type RenderOptions } from 'shared-ui/src/test/harness';
import TeacherRoutes from '../routes';

export * from 'shared-ui/src/test/harness';

/** The signed-in teacher's own record. */
export const TEACHER_ID = TEST_IDS.teacher;

/** The teacher area renders signed in as the default teacher, on its dashboard. */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) =>
  renderBase(ui, { user: 'teacher', route: '/teacher/dashboard', ...options });

/** The whole area (its layout, menu and pages) at `route`, as the shell mounts it. */
export const renderArea = (route: string, options: RenderOptions = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/teacher/*" element={<TeacherRoutes />} />
    </Routes>,
    { route, ...options },
  );

/** GET me/teacher: an intern with an overdue observation, one unacknowledged, and an open invoice. */
export const makeDashboard = (overrides: Partial<MyDashboard> = {}): MyDashboard => ({
  teacher: { _id: TEACHER_ID, name: { first: 'Ana', last: 'Lopez' }, teacherStatus: 'intern', email: 'teacher@example.org' },
  standing: { state: 'current', endDate: '2027-06-30', text: 'Certification current until Jun 30, 2027' },
  internship: { start: '2026-08-20', midpoint: '2026-11-15', end: '2027-05-30' },
  whatsLeft: [
    { key: 'mentorForm', label: 'Upload your Intern Mentor Attestation Form', done: false, doneBy: 'you', link: '/teacher/data' },
    { key: 'observations', label: 'Complete your first observation', done: false, doneBy: 'supervisor', link: null },
    { key: 'tea', label: 'Apply to the TEA for your certificate', done: true, doneBy: 'you', link: null },
  ],
  compliance: null,
  nextObservationDue: '2026-10-15',
  unacknowledgedObservations: 1,
  balance: { remainingBalance: 450, paymentsPending: 0, nextDueDate: '2026-12-01' },
  path: null,
  ...overrides,
});

export const makeObservation = (overrides: Partial<MyObservation> = {}): MyObservation => ({
  _id: '66666666-6666-4666-8666-666666666666',
  date: '2026-09-10',
  kind: 'formal',
  mode: 'in person',
  minutes: 45,
  preConferenceDate: '2026-09-08',
  postConferenceDate: '2026-09-12',
  feedback: 'Clear objectives; work on wait time.',
  sections: [{ label: 'Feedback', text: 'Clear objectives; work on wait time.' }],
  ttess: null,
  supervisor: 'Sam Rivera',
  acknowledgedAt: null,
  reply: null,
  ...overrides,
});

export const makeLedger = (overrides: Partial<MyLedger> = {}): MyLedger => ({
  financials: { paymentsPending: 450, remainingBalance: 450 },
  nextDueDate: '2026-12-01',
  charges: [
    {
      _id: '77777777-7777-4777-8777-777777777777',
      number: 1001,
      description: 'Program fee',
      amount: 550,
      date: '2026-09-01',
      dueDate: '2026-12-01',
      paid: 100,
      open: 450,
      invoicedAt: '2026-09-01T12:00:00.000Z',
      createdAt: '2026-09-01T12:00:00.000Z',
      payments: [{ _id: 'p1', amount: 100, date: '2026-09-15', method: 'check', noteToTeacher: '', createdAt: '2026-09-15T12:00:00.000Z' }],
    },
  ],
  howToPay: 'Pay by check to Teacher Portal, 100 Main St, Austin TX.',
  reminders: { daysBeforeDue: 7, byEmail: true, byText: false },
  ...overrides,
});

export const makeConsent = (overrides: Partial<MyConsentResponse['consent']> = {}): MyConsentResponse => ({
  consent: {
    on: false,
    hiddenSchoolIds: [],
    hiddenDistricts: [],
    textVersion: null,
    version: 0,
    changedAt: null,
    turnedOffByStaff: null,
    visible: false,
    notVisibleBecause: null,
    ...overrides,
  },
  text: { version: '2026-11-1', body: 'When your profile is on, the program shows your public profile card.' },
  schools: [{ _id: TEST_IDS.school, name: 'Lone Star Elementary', districtName: 'Austin ISD' }],
  districts: ['Austin ISD', 'Round Rock ISD'],
});

export const makeProfile = (): MyProfileResponse => ({
  profile: {
    subject: 'Music',
    gradeLevel: 'High School (9-12)',
    location: 'Lubbock',
    experience: '2 years',
    certification: 'Music EC-12',
    specializations: ['Choir'],
    availability: 'Next Semester',
    bio: 'Builds choirs that sing in four parts.',
  },
  preview: makeProfileCards(),
  consent: makeConsent().consent,
});

export const makeContact = (): MyContactResponse => ({
  contact: { email: 'teacher@example.org', secondaryEmail: '', phoneNumber: '(512) 555-0100', location: 'Austin' },
  notifications: { email: true, sms: false },
});
