import { MESSAGES, TEACHER_CONSENT_TEXT, type PublicTeacher, type Teacher, type TeacherRequest } from 'shared-domain';
import { call, signIn, teacherPutBody, useDemoApp } from '../support/test-app';

// A teacher's talent-pool consent and hidden schools hold at every step: when a school asks, when staff answer, and
// every time details are released.
const { t, d } = useDemoApp();
const READY = 'ready-teacher@example.org';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('consent holds at every step of a request', () => {
  it('denying stays possible when the teacher hid from the school', async () => {
    const teacher = d.teachers.find((x) => x.contact.email === READY)!;
    const tok = await signIn(t.app, READY);
    await call(t.app, 'PUT', '/api/me/consent', { token: tok, body: { on: true, textVersion: TEACHER_CONSENT_TEXT.version } });
    const asked = await call<TeacherRequest>(t.app, 'POST', '/api/requests/create', {
      token: d.tokens.school,
      body: { schoolId: d.school._id, teacherId: teacher._id },
    });
    expect(asked.status).toBe(201);
    await call(t.app, 'PUT', '/api/me/consent', {
      token: tok,
      body: { on: true, hiddenSchoolIds: [d.school._id], textVersion: TEACHER_CONSENT_TEXT.version },
    });
    const denied = await call<TeacherRequest>(t.app, 'PUT', `/api/requests/${asked.body._id}`, {
      token: d.tokens.admin,
      body: { status: 'denied', reason: 'Hidden by the teacher' },
    });
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({ status: 'denied', unavailable: MESSAGES.consentHidden });
  });
  it('hiding after asking blocks the approval; hiding or withdrawing after an approval withdraws the details (404, no contact)', async () => {
    const teacher = d.teachers.find((x) => x.contact.email === READY)!;
    const tok = await signIn(t.app, READY);
    const consent = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', '/api/me/consent', { token: tok, body: { on: true, textVersion: TEACHER_CONSENT_TEXT.version, ...body } });
    const schoolView = () => call(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.school });
    const staffRequest = async (id: string) =>
      (await call<{ requests: TeacherRequest[] }>(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin })).body.requests.find(
        (r) => r._id === id,
      )!;
    const schoolRequest = async (id: string) =>
      (
        await call<{ requests: TeacherRequest[] }>(t.app, 'GET', `/api/requests/${d.school._id}`, { token: d.tokens.school })
      ).body.requests.find((r) => r._id === id)!;
    const answer = (id: string, status: 'approved' | 'denied') =>
      call(t.app, 'PUT', `/api/requests/${id}`, { token: d.tokens.admin, body: { status } });
    const pool = async (token?: string) =>
      ((await call<PublicTeacher[]>(t.app, 'GET', '/api/public/teachers', token ? { token } : {})).body ?? []).map((x) => x._id);
    const unknown = await call(t.app, 'GET', `/api/teachers/${UNKNOWN}`, { token: d.tokens.school });
    expect(unknown.status).toBe(404);

    // The teacher shows the profile (on the public pool too); the school asks.
    expect((await consent({})).status).toBe(200);
    const full = (await call<Teacher>(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.admin })).body;
    const shown = await call(t.app, 'PUT', `/api/teachers/${teacher._id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(full), publicProfile: { ...full.publicProfile, show: true } },
    });
    expect(shown.status).toBe(200);
    expect(await pool(d.tokens.school)).toContain(teacher._id);
    const asked = await call<TeacherRequest>(t.app, 'POST', '/api/requests/create', {
      token: d.tokens.school,
      body: { schoolId: d.school._id, teacherId: teacher._id },
    });
    expect(asked.status).toBe(201);
    const id = asked.body._id;
    expect((await staffRequest(id)).unavailable).toBeNull();

    // The teacher hides from that school: the request says why, Approve is refused and nothing is saved; Deny stays.
    await consent({ hiddenSchoolIds: [d.school._id] });
    expect((await staffRequest(id)).unavailable).toBe(MESSAGES.consentHidden);
    expect((await call(t.app, 'GET', `/api/requests/all?status=pending`, { token: d.tokens.admin })).body.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id, unavailable: MESSAGES.consentHidden })]),
    );
    const refused = await answer(id, 'approved');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.consentHidden);
    expect((await staffRequest(id)).status).toBe('pending');
    // The same 404 as an unknown teacher, and the signed-in school's public pool leaves the teacher out.
    const hidden = await schoolView();
    expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
    expect((await schoolRequest(id)).unavailable).toBe(MESSAGES.noLongerAvailable);
    expect(await pool(d.tokens.school)).not.toContain(teacher._id);
    expect(await pool()).toContain(teacher._id);

    // Shown again: approved, the school gets the contact details.
    await consent({ hiddenSchoolIds: [] });
    expect((await answer(id, 'approved')).status).toBe(200);
    const released = await schoolView();
    expect(released.status).toBe(200);
    expect(released.body.contact.email).toBe(READY);

    // Hidden after the approval: the details are withdrawn.
    await consent({ hiddenDistricts: [d.school.districtName] });
    const withdrawn = await schoolView();
    expect([withdrawn.status, withdrawn.body]).toEqual([unknown.status, unknown.body]);
    expect(JSON.stringify(withdrawn.body)).not.toContain(READY);
    expect((await schoolRequest(id)).unavailable).toBe(MESSAGES.noLongerAvailable);

    // Consent turned off after the approval: the same.
    await consent({});
    expect((await schoolView()).status).toBe(200);
    expect((await consent({ on: false })).status).toBe(200);
    const off = await schoolView();
    expect([off.status, off.body]).toEqual([unknown.status, unknown.body]);
    expect(off.body).not.toHaveProperty('contact');
    expect((await staffRequest(id)).unavailable).toBe(MESSAGES.consentWithdrawn);
    expect(await pool()).not.toContain(teacher._id);
  });
});
