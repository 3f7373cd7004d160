import type { AssignmentType, PathStage, Teacher, TeacherPath } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

/** The program's today in these tests: 1 Sep 2026 (noon in Texas). */
const { t, d } = useDemoApp({ now: () => new Date('2026-09-01T17:00:00Z') });
const admin = () => ({ token: d.tokens.admin });

const MET = {
  gpaOverall: 3.2,
  gpaLast60: null,
  contentCreditHours: 18,
  contentMathScience7Up: false,
  contentTestPassedOn: null,
  offerSentOn: '2025-08-04',
  admissionEffectiveOn: '2025-08-15',
  acceptedOn: '2025-08-06',
  teaReportedOn: '2025-08-08',
};

async function teacher(first: string, extra: Record<string, unknown> = {}): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...admin(), body: { name: { first, last: 'Path' }, ...extra } });
  expect(res.status).toBe(201);
  return res.body;
}
const move = (
  id: string,
  stage: PathStage,
  reachedOn: string,
  more: { evidence?: string; assignmentType?: AssignmentType } = {},
  token = d.tokens.admin,
) =>
  call<TeacherPath & { message: string; fieldErrors: Record<string, string> }>(t.app, 'POST', `/api/teachers/${id}/path`, {
    token,
    body: { stage, reachedOn, ...more },
  });
const admission = (id: string, facts: object) => call(t.app, 'PUT', `/api/teachers/${id}/path/admission`, { ...admin(), body: facts });
const pathOf = async (id: string) => (await call<TeacherPath>(t.app, 'GET', `/api/teachers/${id}/path`, admin())).body;

/** A record ready for any assignment: coursework and field hours done, content exam passed, certificate dates. */
const ready = {
  oneFiftyCourseWorkHours: 'completed',
  thirtyObsHours: 'completed',
  exams: [{ number: 1, content: 'ESL', notes: [] }],
  certificationInfo: { certType: 'intern', startDate: '2026-08-10', firstDayWithStudent: '2026-08-20', endDate: '2027-05-28' },
};

/** Walks a new record through admission to eligible. */
async function eligible(first: string, extra: Record<string, unknown> = ready): Promise<Teacher> {
  const rec = await teacher(first, extra);
  expect((await admission(rec._id, MET)).status).toBe(200);
  for (const [stage, day] of [
    ['applied', '2025-08-01'],
    ['offered', '2025-08-04'],
    ['admitted', '2025-08-06'],
    ['pre-service', '2025-08-15'],
    ['eligible', '2026-05-01'],
  ] as const) {
    const res = await move(rec._id, stage, day);
    expect([stage, res.status, res.body.message]).toEqual([stage, 201, undefined]);
  }
  return rec;
}

const place = async (id: string) =>
  expect(
    (
      await call(t.app, 'PUT', `/api/teachers/${id}/assignment`, {
        ...admin(),
        body: { schoolId: d.school._id, supervisorId: null, status: 'active', startDate: '2026-08-20', endDate: '2027-05-28' },
      })
    ).status,
  ).toBe(200);

describe('admission', () => {
  it('is refused without the criteria, naming each, and made with them, the offer and the acceptance', async () => {
    const rec = await teacher('Applicant');
    expect((await move(rec._id, 'applied', '2025-08-01')).status).toBe(201);
    await admission(rec._id, { ...MET, gpaOverall: 2.3, gpaLast60: 2.4, contentCreditHours: 9 });

    const refused = await move(rec._id, 'offered', '2025-08-04');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['gpa', 'contentReadiness']);
    expect(refused.body.message).toContain('A GPA of at least 2.50 overall or in the last 60 semester credit hours (§227.10)');
    expect(refused.body.message).toContain('12 semester credit hours in the subject or a passed content pre-admission test');
    expect((await pathOf(rec._id)).current).toBe('applied');

    await admission(rec._id, {
      ...MET,
      gpaOverall: 2.3,
      gpaLast60: 2.6,
      contentCreditHours: 2,
      contentTestPassedOn: '2025-07-20',
      acceptedOn: null,
    });
    expect((await move(rec._id, 'offered', '2025-08-04')).status).toBe(201);
    const unaccepted = await move(rec._id, 'admitted', '2025-08-06');
    expect(unaccepted.status).toBe(400);
    expect(unaccepted.body.fieldErrors).toEqual({ acceptedOn: "The candidate's written acceptance of the offer (§227.17)" });

    await admission(rec._id, {
      ...MET,
      gpaLast60: 2.6,
      gpaOverall: 2.3,
      contentCreditHours: 2,
      contentTestPassedOn: '2025-07-20',
      teaReportedOn: null,
    });
    const admitted = await move(rec._id, 'admitted', '2025-08-06', { evidence: 'Signed acceptance e-mail' });
    expect(admitted.status).toBe(201);
    expect(admitted.body.current).toBe('admitted');
    expect(admitted.body.entries.at(-1)).toMatchObject({
      stage: 'admitted',
      reachedOn: '2025-08-06',
      recordedBy: 'admin@example.org',
      evidence: 'Signed acceptance e-mail',
    });
    // Not reported to TEA within 7 calendar days: the clock shows it past due.
    expect(admitted.body.clocks.find((c) => c.key === 'admissionReport')).toMatchObject({ due: '2025-08-13', done: false });
    expect(admitted.body.clocks.find((c) => c.key === 'admissionReport')!.daysLeft).toBeLessThan(0);

    const audit = await call<{ actor: string; changes: { field: string; to: string }[] }[]>(
      t.app,
      'GET',
      `/api/audit?entity=teacher&id=${rec._id}`,
      admin(),
    );
    const moves = audit.body.filter((a) => a.changes.some((c) => c.field === 'path'));
    expect(moves.map((a) => a.changes[0].to)).toContain('Admitted; on 2025-08-06; evidence: Signed acceptance e-mail');
    expect(moves.every((a) => a.actor === 'admin@example.org')).toBe(true);
    expect(audit.body.some((a) => a.changes.some((c) => c.field === 'admission.gpaLast60'))).toBe(true);
  });

  it('refuses facts out of range, naming the field', async () => {
    const rec = await teacher('Facts');
    const res = await admission(rec._id, { ...MET, gpaOverall: 5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Overall GPA must be at most 4');
  });
});

describe('transitions', () => {
  it('refuses a move whose requirement is missing, naming it, and a move the path does not allow', async () => {
    const rec = await teacher('Missing');
    await admission(rec._id, MET);
    for (const [stage, day] of [
      ['applied', '2025-08-01'],
      ['offered', '2025-08-04'],
      ['admitted', '2025-08-06'],
      ['pre-service', '2025-08-15'],
    ] as const) {
      expect((await move(rec._id, stage, day)).status).toBe(201);
    }
    const early = await move(rec._id, 'eligible', '2026-05-01');
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual({
      coursework: '150 coursework hours',
      observationHours: 'Observation hours (field-based experience)',
      contentExam: 'Content exam passed',
    });
    const skip = await move(rec._id, 'internship', '2026-05-01', { assignmentType: 'intern' });
    expect(skip.status).toBe(400);
    expect(skip.body.fieldErrors).toEqual({ stage: 'A candidate at "Pre-service" cannot move to "In internship"' });
    const withdraw = await move(rec._id, 'withdrawn', '2026-05-01');
    expect(withdraw.body.fieldErrors).toHaveProperty('evidence');
    expect((await move(rec._id, 'withdrawn', '2026-05-01', { evidence: 'Took a job out of state' })).status).toBe(201);
    expect((await pathOf(rec._id)).next).toEqual([]);
  });

  it('asks a certificate active on the first day before an internship (§228.73)', async () => {
    const rec = await eligible('Inactive cert', { ...ready, certificationInfo: { ...ready.certificationInfo, startDate: '' } });
    expect((await move(rec._id, 'certificate-recommended', '2026-06-01')).status).toBe(201);
    await place(rec._id);
    const res = await move(rec._id, 'internship', '2026-08-20', { assignmentType: 'intern' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['certificateActive']);
  });
});

describe('clocks', () => {
  it("counts the late hire's 90 business days across a holiday in the settings", async () => {
    const rec = await teacher('Late', { internStatus: 'late hire', hiredListInfo: { dateHired: '2026-09-01' } });
    await move(rec._id, 'applied', '2026-08-25');
    const before = (await pathOf(rec._id)).clocks.find((c) => c.key === 'lateHire');
    expect(before).toMatchObject({ section: '§228.55', due: '2027-01-05', daysLeft: 90, unit: 'business days', done: false });

    const saved = await call(t.app, 'PUT', '/api/settings/holidays', { ...admin(), body: { days: ['2026-09-07', '2026-11-26'] } });
    expect(saved.body).toEqual({ days: ['2026-09-07', '2026-11-26'] });
    const after = (await pathOf(rec._id)).clocks.find((c) => c.key === 'lateHire');
    // Labor Day and Thanksgiving are not business days: the window ends two business days later.
    expect(after).toMatchObject({ due: '2027-01-07', daysLeft: 90 });
    const audit = await call(t.app, 'GET', '/api/audit?entity=settings', admin());
    expect(audit.body[0]).toMatchObject({ actor: 'admin@example.org', changes: [{ field: 'holidays', to: '2026-09-07, 2026-11-26' }] });
    expect((await call(t.app, 'PUT', '/api/settings/holidays', { ...admin(), body: { days: ['2026-02-30'] } })).status).toBe(400);
  });
});

describe('observation rule of each assignment type', () => {
  it.each([
    ['internship', 'intern', '§228.109', '2026-09-17'],
    ['internship', 'probationary', '§228.109', '2026-09-17'],
    ['internship', 'probationary extension', '§228.109', '2026-09-17'],
    ['clinical-teaching', 'clinical teaching', '§228.107', '2026-11-21'],
    ['residency', 'residency', '§228.103', '2026-10-01'],
  ] as const)('%s as %s: the first observation by %s, due %s', async (stage, type, section, due) => {
    const rec = await eligible(`Assigned ${type}`, {
      ...ready,
      ppr: { status: 'completed', passed: 'yes' },
      certificationInfo: { ...ready.certificationInfo, certType: type.startsWith('probationary') ? 'probationary' : 'intern' },
    });
    await place(rec._id);
    if (stage === 'internship') expect((await move(rec._id, 'certificate-recommended', '2026-06-01')).status).toBe(201);
    const res = await move(rec._id, stage, '2026-08-20', { assignmentType: type });
    expect([res.status, res.body.message]).toEqual([201, undefined]);
    expect(res.body.entries.at(-1)).toMatchObject({ stage, assignmentType: type });
    expect(res.body.clocks.find((c) => c.key === 'firstObservation')).toMatchObject({ section, due, done: false });
  });

  it('refuses an assignment type that does not fit the stage', async () => {
    const rec = await eligible('Wrong type');
    await place(rec._id);
    const res = await move(rec._id, 'residency', '2026-08-20', { assignmentType: 'clinical teaching' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ assignmentType: 'The assignment type (residency)' });
  });
});

describe('who may', () => {
  it('lets only an admin read or move a path, or change the holidays', async () => {
    const rec = await teacher('Roles');
    for (const role of ['school', 'teacher', 'supervisor'] as const) {
      const token = d.tokens[role];
      expect([role, (await move(rec._id, 'applied', '2025-08-01', {}, token)).status]).toEqual([role, 403]);
      expect([role, (await call(t.app, 'GET', `/api/teachers/${rec._id}/path`, { token })).status]).toEqual([role, 403]);
      expect([role, (await call(t.app, 'PUT', '/api/settings/holidays', { token, body: { days: [] } })).status]).toEqual([role, 403]);
    }
    expect((await pathOf(rec._id)).entries).toEqual([]);
  });
});
