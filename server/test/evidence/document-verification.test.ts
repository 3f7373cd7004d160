import { MESSAGES, type AdminDashboard, type SystemSettings, type Teacher, type TeacherListItem } from 'shared-domain';
import { call, useDemoApp, changeSettings, teacherPutBody } from '../support/test-app';

/** requireDocumentVerification: an uploaded form counts once an admin has verified it (who and when recorded). */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });

const settings = (change: (s: SystemSettings) => void) => changeSettings(t.app, d.tokens.admin, change);
const withHandbook = (x: Teacher, f: Partial<Teacher['formsStatus']['mentorHandbookFormsUploaded']>) =>
  teacherPutBody({
    ...x,
    formsStatus: { ...x.formsStatus, mentorHandbookFormsUploaded: { ...x.formsStatus.mentorHandbookFormsUploaded, ...f } },
  });

it('an admin verifies an uploaded form (stamped by the server); a supervisor may not; a new document needs verifying again', async () => {
  const intern = d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern')!;
  const current = (await call<Teacher>(t.app, 'GET', `/api/teachers/${intern._id}`, admin())).body;
  const link = 'https://docs.example.org/forms/verify-me.pdf';

  const uploaded = await call<Teacher>(t.app, 'PUT', `/api/teachers/${intern._id}`, {
    token: d.tokens.supervisor,
    body: withHandbook(current, { uploaded: true, link, verified: false }),
  });
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.formsStatus.mentorHandbookFormsUploaded).toMatchObject({ uploaded: true, verified: false, verifiedBy: '' });

  const bySupervisor = await call(t.app, 'PUT', `/api/teachers/${intern._id}`, {
    token: d.tokens.supervisor,
    body: withHandbook(uploaded.body, { verified: true }),
  });
  expect({ status: bySupervisor.status, message: bySupervisor.body.message }).toEqual({
    status: 403,
    message: MESSAGES.documentVerifyAdminOnly,
  });

  const before = Date.now();
  const byAdmin = await call<Teacher>(t.app, 'PUT', `/api/teachers/${intern._id}`, {
    ...admin(),
    body: withHandbook(uploaded.body, { verified: true, verifiedBy: 'someone.else@example.org', verifiedAt: '2020-01-01' }),
  });
  expect(byAdmin.status).toBe(200);
  const stamp = byAdmin.body.formsStatus.mentorHandbookFormsUploaded;
  expect(stamp).toMatchObject({ verified: true, verifiedBy: 'admin@example.org' });
  expect(Date.parse(stamp.verifiedAt)).toBeGreaterThanOrEqual(before - 1000);
  const history = await call<{ changes: { field: string }[] }[]>(t.app, 'GET', `/api/teachers/${intern._id}/history`, admin());
  expect(history.body[0].changes.map((c) => c.field)).toContain('formsStatus.mentorHandbookFormsUploaded.verified');

  // The supervisor saves the record unchanged: the verification stays. A new link: it needs verifying again.
  const kept = await call<Teacher>(t.app, 'PUT', `/api/teachers/${intern._id}`, {
    token: d.tokens.supervisor,
    body: teacherPutBody(byAdmin.body),
  });
  expect(kept.body.formsStatus.mentorHandbookFormsUploaded).toEqual(stamp);
  const replaced = await call<Teacher>(t.app, 'PUT', `/api/teachers/${intern._id}`, {
    token: d.tokens.supervisor,
    body: withHandbook(kept.body, { link: 'https://docs.example.org/forms/new-version.pdf' }),
  });
  expect(replaced.status).toBe(200);
  expect(replaced.body.formsStatus.mentorHandbookFormsUploaded).toMatchObject({ verified: false, verifiedBy: '', verifiedAt: '' });
});

it("the setting decides whether an unverified form is open: in the list's open items and the dashboard's forms pending", async () => {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
    ...admin(),
    body: {
      name: { first: 'Unverified', last: 'Forms' },
      teacherStatus: 'intern',
      oneFiftyCourseWorkHours: 'completed',
      thirtyObsHours: 'completed',
      exams: [
        { number: 1, content: 'ESL' },
        { number: 2, content: 'PPR passed' },
      ],
      mentor: { name: 'Maria Garza' },
      formsStatus: {
        mentorHandbookFormsUploaded: { uploaded: true, link: 'https://docs.example.org/h.pdf' },
        internMentorAttestationForm: { uploaded: true, link: 'https://docs.example.org/a.pdf' },
      },
      certificationInfo: { teaPosted: true },
      supervisions: { supervisor: 'X', list: [{ date: '2026-09-15', duration: 45, comment: 'Clear objectives' }] },
    },
  });
  expect(res.status).toBe(201);
  const row = async () =>
    (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin())).body.find((x) => x.ref === res.body.ref)!;
  const pending = async () =>
    (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body.alerts.some(
      (a) => a.kind === 'forms-pending' && a.teacherId === res.body._id,
    );

  expect((await row()).openItems).toBe(true);
  expect(await pending()).toBe(true);
  await settings((s) => (s.teacherCertification.requireDocumentVerification = false));
  expect((await row()).openItems).toBe(false);
  expect(await pending()).toBe(false);
  await settings((s) => (s.teacherCertification.requireDocumentVerification = true));
  expect((await row()).openItems).toBe(true);
});
