import { MESSAGES, OBSERVATION_NOTES_REQUIRED, type SystemSettings, type Teacher } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const byStatus = (s: string) => d.teachers.filter((x) => x.teacherStatus === s);

describe('teachers/all', () => {
  it('lists every teacher with its current assignment, and answers 304 to a matching ETag', async () => {
    expect(d.teachers).toHaveLength(60);
    expect(byStatus('ready for hire').length).toBeGreaterThanOrEqual(8);
    const intern = byStatus('intern')[0];
    expect(intern.assignment).toMatchObject({ status: 'intern', schoolName: expect.any(String), supervisorName: expect.any(String) });
    expect(byStatus('pending')[0].assignment).toBeNull();
    const first = await call(t.app, 'GET', '/api/teachers/all', { token: d.tokens.supervisor });
    const again = await call(t.app, 'GET', '/api/teachers/all', {
      token: d.tokens.supervisor,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
  });
});

describe('create and replace', () => {
  let created: Teacher;
  it('POST accepts both spellings, stores the canonical one, fills defaults and returns 201', async () => {
    const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
      token: d.tokens.supervisor,
      body: {
        name: { first: 'Ada', last: 'Lovelace' },
        thirstyObsHours: 'completed',
        oneFiftyCourseHours: 'completed',
        needToCompleteIntroAndFbe: 'Jan',
      },
    });
    expect(res.status).toBe(201);
    created = res.body;
    expect(created).toMatchObject({
      teacherStatus: 'pending',
      thirtyObsHours: 'completed',
      oneFiftyCourseWorkHours: 'completed',
      needToCompleteDateIntroAndFbe: 'Jan',
      ppr: { status: 'pending' },
      assignment: null,
    });
    expect(created).not.toHaveProperty('thirstyObsHours');
    // The supervisor who created it does not see amounts; an admin sees the defaults.
    expect(created).not.toHaveProperty('financials');
    const stored = await call<Teacher>(t.app, 'GET', `/api/teachers/${created._id}`, { token: d.tokens.admin });
    expect(stored.body.financials).toEqual({ paymentsPending: 0, remainingBalance: 0 });
  });

  it('PUT replaces the record; a stale updatedAt is a 409 carrying the newer record', async () => {
    const { _id, dateAdded, updatedAt, assignment, ...body } = created;
    void dateAdded;
    void assignment;
    const put = await call<Teacher>(t.app, 'PUT', `/api/teachers/${_id}`, {
      token: d.tokens.admin,
      body: { ...body, teacherStatus: 'intern', updatedAt },
    });
    expect(put.status).toBe(200);
    expect(put.body.teacherStatus).toBe('intern');
    expect(put.body.updatedAt).not.toBe(updatedAt);
    const stale = await call(t.app, 'PUT', `/api/teachers/${_id}`, {
      token: d.tokens.supervisor,
      body: { ...body, teacherStatus: 'hired', updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: MESSAGES.staleRecord, current: { teacherStatus: 'intern' } });
    const history = await call(t.app, 'GET', `/api/teachers/${_id}/history`, { token: d.tokens.admin });
    expect(history.body[0]).toMatchObject({
      action: 'update',
      actor: 'admin@example.org',
      changes: [{ field: 'teacherStatus', from: 'pending', to: 'intern' }],
    });
    // The 'completed' hours it was created with are hours earned before the portal, recorded by its creator.
    expect(history.body[1]).toMatchObject({ action: 'update', actor: 'supervisor@example.org', changes: [{ field: 'fieldHours' }] });
    expect(history.body[2]).toMatchObject({ action: 'create', actor: 'supervisor@example.org' });
  });

  it('404 with the spec text; a malformed id is a 400', async () => {
    const missing = await call(t.app, 'GET', '/api/teachers/00000000-0000-4000-8000-000000000000', { token: d.tokens.admin });
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
    const bad = await call(t.app, 'PUT', '/api/teachers/not-a-uuid', { token: d.tokens.admin, body: { name: { first: 'A', last: 'B' } } });
    expect(bad.status).toBe(400);
  });
});

describe('assignments', () => {
  const assign = (teacherId: string, supervisorId: string, status = 'intern') =>
    call(t.app, 'PUT', `/api/teachers/${teacherId}/assignment`, {
      token: d.tokens.admin,
      body: { schoolId: d.school._id, supervisorId, status, startDate: '2026-08-10', endDate: '' },
    });

  it('sets and clears a teacher assignment', async () => {
    const teacher = byStatus('pending')[0];
    const res = await assign(teacher._id, d.supervisor._id, 'active');
    expect(res.status).toBe(200);
    expect(res.body.assignment).toMatchObject({
      schoolId: d.school._id,
      supervisorId: d.supervisor._id,
      status: 'active',
      startDate: '2026-08-10',
    });
    const cleared = await call<Teacher>(t.app, 'PUT', `/api/teachers/${teacher._id}/assignment`, {
      token: d.tokens.admin,
      body: { schoolId: null, supervisorId: null },
    });
    expect(cleared.body.assignment).toBeNull();
  });

  it('refuses a full supervisor and an unavailable one', async () => {
    // supervisor@example.org carries 4 interns of maxTeachers 5: one more fits, the next does not.
    const [a, b] = byStatus('pending').slice(1, 3);
    expect((await assign(a._id, d.supervisor._id)).status).toBe(200);
    const full = await assign(b._id, d.supervisor._id);
    expect({ status: full.status, message: full.body.message }).toEqual({ status: 409, message: MESSAGES.supervisorFull });
    const unavailable = d.supervisors.find((s) => !s.settings.availableForNewTeachers)!;
    const res = await assign(b._id, unavailable._id);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: MESSAGES.supervisorUnavailable });
  });

  it('caps interns by the system setting maxInternPerSupervisor', async () => {
    const settings = (await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body;
    const sup = d.supervisors.find((s) => s.email === 'robert.chen@example.org')!;
    const interns = sup.assignedTeachers.filter((x) => x.status === 'intern').length;
    await call(t.app, 'PUT', '/api/settings', {
      token: d.tokens.admin,
      body: { ...settings, internshipProgram: { ...settings.internshipProgram, maxInternPerSupervisor: interns } },
    });
    const res = await assign(byStatus('n/a')[0]._id, sup._id);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: MESSAGES.supervisorFull });
  });
});

describe('supervisions', () => {
  it('a supervisor records an observation for its own teacher only', async () => {
    const mine = d.supervisor.assignedTeachers[0].teacher._id;
    const res = await call<Teacher>(t.app, 'POST', `/api/teachers/${mine}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date: '2026-11-20', duration: '45', comment: 'Good pacing' },
    });
    expect(res.status).toBe(201);
    expect(res.body.supervisions.list.at(-1)).toMatchObject({
      date: '2026-11-20',
      kind: 'formal',
      mode: 'in person',
      duration: 45,
      comment: 'Good pacing',
    });
    const notMine = byStatus('intern').find((x) => x.assignment?.supervisorId !== d.supervisor._id)!;
    const refused = await call(t.app, 'POST', `/api/teachers/${notMine._id}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date: '2026-11-20', duration: '45', comment: 'Fine' },
    });
    // Not its teacher: not found for it (the default); with the setting off it is a 403 (supervisor-scope.test.ts).
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
    const noDate = await call(t.app, 'POST', `/api/teachers/${mine}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date: '', duration: '45', comment: 'Fine' },
    });
    expect(noDate.body).toEqual({ message: 'date: Supervision date is required', fieldErrors: { date: 'Supervision date is required' } });
  });

  it('refuses an observation without a duration, and without written feedback while requireObservationNotes is on', async () => {
    const mine = d.supervisor.assignedTeachers[0].teacher._id;
    const post = (body: object) => call<Teacher>(t.app, 'POST', `/api/teachers/${mine}/supervisions`, { token: d.tokens.supervisor, body });
    const noDuration = await post({ date: '2026-11-21', comment: 'Good' });
    expect(noDuration.status).toBe(400);
    expect(noDuration.body).toMatchObject({ fieldErrors: { duration: 'Duration is required' } });
    const noNotes = await post({ date: '2026-11-21', duration: '50' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body).toEqual({ message: OBSERVATION_NOTES_REQUIRED, fieldErrors: { comment: OBSERVATION_NOTES_REQUIRED } });
    const before = await call<Teacher>(t.app, 'GET', `/api/teachers/${mine}`, { token: d.tokens.admin });
    expect(before.body.supervisions.list.some((s) => s.date === '2026-11-21')).toBe(false);

    const settings = await call<SystemSettings>(t.app, 'GET', '/api/settings', { token: d.tokens.admin });
    const off = { ...settings.body, internshipProgram: { ...settings.body.internshipProgram, requireObservationNotes: false } };
    expect((await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: off })).status).toBe(200);
    try {
      const saved = await post({ date: '2026-11-21', duration: '50' });
      expect(saved.status).toBe(201);
      expect(saved.body.supervisions.list.at(-1)).toMatchObject({ date: '2026-11-21', duration: 50, comment: '', mentorCopySentAt: null });
    } finally {
      await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: settings.body });
    }
  });
});
