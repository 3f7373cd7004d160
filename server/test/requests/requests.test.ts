import { MESSAGES, type AvailableTeacher, type TeacherRequest } from 'shared-domain';
import { requestTeacher } from '../support/fixtures';
import { call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const PRIVATE = ['contact', 'financials', 'mentor', 'placement', 'supervisions', 'formsStatus', 'hiredListInfo', 'notes'];

describe('what a school sees of teachers', () => {
  it('lists teachers ready for hire as limited profiles with its own request state', async () => {
    const res = await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school });
    expect(res.status).toBe(200);
    // On the pool (ready for hire, shown by staff) with the teacher's consent: the demo's ready-teacher account has it off.
    const consenting = d.teachers.filter(
      (x) => x.teacherStatus === 'ready for hire' && x.publicProfile.show && x.contact.email !== 'ready-teacher@example.org',
    );
    expect(res.body.length).toBe(consenting.length);
    for (const a of res.body) for (const key of PRIVATE) expect(a).not.toHaveProperty(key);
    // The school's card: the teacher's public profile, the full name, the certification areas and type.
    const first = d.teachers.find((x) => x._id === res.body[0]._id)!;
    const { show: _show, ...profile } = first.publicProfile;
    expect(res.body[0]).toEqual({
      audience: 'school',
      _id: first._id,
      name: first.name,
      ...profile,
      certificationAreas: expect.any(Array),
      certType: first.certificationInfo.certType,
      teacherStatus: 'ready for hire',
      request: expect.anything(),
    });
    expect(
      res.body
        .filter((a) => a.request)
        .map((a) => a.request!.status)
        .sort(),
    ).toEqual(['approved', 'denied', 'pending']);
  });

  it('gives the released profile after an approved request, the limited one otherwise, the 404 of an unknown teacher for one not on its list', async () => {
    const list = (await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body;
    const approved = list.find((a) => a.request?.status === 'approved')!;
    const released = await call(t.app, 'GET', `/api/teachers/${approved._id}`, { token: d.tokens.school });
    expect(released.body.contact.email).toMatch(/@example\.com$/);
    expect(released.body).not.toHaveProperty('financials');
    const plain = list.find((a) => !a.request)!;
    const limited = await call(t.app, 'GET', `/api/teachers/${plain._id}`, { token: d.tokens.school });
    expect(limited.status).toBe(200);
    expect(limited.body).not.toHaveProperty('contact');
    const intern = d.teachers.find((x) => x.teacherStatus === 'intern')!;
    const refused = await call(t.app, 'GET', `/api/teachers/${intern._id}`, { token: d.tokens.school });
    // An intern has not given talent-pool consent: to the school it is as unknown as a made-up id.
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
    const pending = await call(t.app, 'GET', `/api/teachers/${plain._id}`, { token: d.tokens.pendingSchool });
    expect({ status: pending.status, message: pending.body.message }).toEqual({ status: 403, message: MESSAGES.schoolAwaitingApproval });
  });
});

describe('requests', () => {
  it('a school creates a request for itself; a duplicate is a 409', async () => {
    const list = (await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body;
    const target = list.find((a) => !a.request)!;
    const res = await requestTeacher<TeacherRequest>(t.app, d.tokens.school, { teacherId: target._id, schoolId: d.school._id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      from: { schoolId: d.school._id, schoolName: d.school.name },
      teacher: { _id: target._id },
      responseDate: null,
    });
    const dup = await requestTeacher(t.app, d.tokens.school, { teacherId: target._id, schoolId: d.school._id });
    expect({ status: dup.status, message: dup.body.message }).toEqual({ status: 409, message: MESSAGES.duplicateRequest });
  });

  it('refuses another school id, an inactive school, an unknown or unavailable teacher', async () => {
    const rfh = d.teachers.find((x) => x.teacherStatus === 'ready for hire')!;
    const other = await requestTeacher(t.app, d.tokens.school, { teacherId: rfh._id, schoolId: d.pendingSchool._id });
    expect(other.status).toBe(403);
    const inactive = await requestTeacher(t.app, d.tokens.pendingSchool, { teacherId: rfh._id, schoolId: d.pendingSchool._id });
    expect({ status: inactive.status, message: inactive.body.message }).toEqual({ status: 403, message: MESSAGES.schoolAwaitingApproval });
    const unknown = await requestTeacher(t.app, d.tokens.school, {
      teacherId: '00000000-0000-4000-8000-000000000000',
      schoolId: d.school._id,
    });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
    const intern = d.teachers.find((x) => x.teacherStatus === 'intern')!;
    const notReady = await requestTeacher(t.app, d.tokens.school, { teacherId: intern._id, schoolId: d.school._id });
    expect(notReady.status).toBe(400);
  });

  it('a school reads its own requests only; the admin reads all, newest first', async () => {
    const own = await call(t.app, 'GET', `/api/requests/${d.school._id}`, { token: d.tokens.school });
    expect(own.status).toBe(200);
    expect(own.body.requests.every((r: TeacherRequest) => r.from.schoolId === d.school._id)).toBe(true);
    const other = await call(t.app, 'GET', `/api/requests/${d.schools.find((s) => s._id !== d.school._id)!._id}`, {
      token: d.tokens.school,
    });
    expect(other.status).toBe(403);
    const all = await call<{ requests: TeacherRequest[] }>(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin });
    const dates = all.body.requests.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.body.requests.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'denied']));
  });

  it('the admin answers a request, which e-mails the school and releases the teacher', async () => {
    const all = (await call<{ requests: TeacherRequest[] }>(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin })).body.requests;
    const pending = all.find((r) => r.status === 'pending' && r.from.schoolId === d.school._id)!;
    const res = await call<TeacherRequest>(t.app, 'PUT', `/api/requests/${pending._id}`, {
      token: d.tokens.admin,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(Date.parse(res.body.responseDate!)).toBeGreaterThan(Date.now() - 60_000);
    const outbox = await call(t.app, 'GET', '/api/outbox', { token: d.tokens.admin });
    expect(outbox.body[0]).toMatchObject({ to: 'school@example.org', kind: 'request-answered' });
    const released = await call(t.app, 'GET', `/api/teachers/${pending.teacher._id}`, { token: d.tokens.school });
    expect(released.body).toHaveProperty('contact');
    const missing = await call(t.app, 'PUT', '/api/requests/00000000-0000-4000-8000-000000000000', {
      token: d.tokens.admin,
      body: { status: 'denied' },
    });
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Request not found' });
  });

  it('a denial carries the reason: the school sees it with the answer, the e-mail says it, the audit trail records it', async () => {
    const mine = (await call<{ requests: TeacherRequest[] }>(t.app, 'GET', `/api/requests/${d.school._id}`, { token: d.tokens.school }))
      .body.requests;
    const teacher = d.teachers.find(
      (x) => x.teacherStatus === 'ready for hire' && x.publicProfile.show && !mine.some((r) => r.teacher._id === x._id),
    )!;
    const asked = await requestTeacher(t.app, d.tokens.school, { teacherId: teacher._id, schoolId: d.school._id });
    expect(asked.status).toBe(201);
    const id = (asked.body as TeacherRequest)._id;
    const reason = 'The teacher has accepted a position elsewhere.';
    const res = await call<TeacherRequest>(t.app, 'PUT', `/api/requests/${id}`, {
      token: d.tokens.admin,
      body: { status: 'denied', reason },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'denied', reason });
    const own = await call<{ requests: TeacherRequest[] }>(t.app, 'GET', `/api/requests/${d.school._id}`, { token: d.tokens.school });
    expect(own.body.requests.find((r) => r._id === id)).toMatchObject({ status: 'denied', reason });
    const outbox = await call<{ kind: string; body: string; subject: string }[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin });
    const mail = outbox.body.find((m) => m.kind === 'request-answered' && m.subject.includes(teacher.name.last))!;
    expect(mail.body).toContain(`Reason: ${reason}`);
    const history = await call<{ changes: { field: string; to: unknown }[] }[]>(t.app, 'GET', `/api/audit?entity=request&id=${id}`, {
      token: d.tokens.admin,
    });
    expect(history.body[0].changes).toContainEqual({ field: 'reason', from: null, to: reason });
    const tooLong = await call(t.app, 'PUT', `/api/requests/${id}`, {
      token: d.tokens.admin,
      body: { status: 'denied', reason: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({ reason: 'Reason must be at most 1000 characters' });
  });
});
