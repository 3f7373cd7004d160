import {
  MESSAGES,
  type AdminDashboard,
  type DocumentVersion,
  type SystemSettings,
  type Teacher,
  type TeacherDocuments,
  type TeacherFieldHours,
  type TeacherListItem,
} from 'shared-domain';
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

it('a form is verified on its document by an admin only (stamped by the server), never on the record', async () => {
  const intern = d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern')!;
  const current = (await call<Teacher>(t.app, 'GET', `/api/teachers/${intern._id}`, admin())).body;

  // Ticking or verifying a form on the record is a 400 naming it: the documents hold the forms.
  for (const token of [d.tokens.supervisor, d.tokens.admin]) {
    const res = await call(t.app, 'PUT', `/api/teachers/${intern._id}`, {
      token,
      body: withHandbook(current, { uploaded: true, link: 'https://docs.example.org/forms/verify-me.pdf', verified: true }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'formsStatus.mentorHandbookFormsUploaded': MESSAGES.formsAreEvidence });
  }

  // Staff record the paper form; a supervisor may not verify it, an admin may, and the record says who and when.
  const paper = await call<DocumentVersion>(
    t.app,
    'POST',
    `/api/teachers/${intern._id}/documents/mentorHandbookFormsUploaded/before-portal`,
    {
      token: d.tokens.supervisor,
      body: { note: 'Paper form seen' },
    },
  );
  expect(paper.status).toBe(201);
  const verify = (token: string) =>
    call(t.app, 'POST', `/api/teachers/${intern._id}/documents/${paper.body._id}/verify`, { token, body: {} });
  expect((await verify(d.tokens.supervisor)).status).toBe(403);
  const before = Date.now();
  expect((await verify(d.tokens.admin)).status).toBe(200);
  const stamp = (await call<Teacher>(t.app, 'GET', `/api/teachers/${intern._id}`, admin())).body.formsStatus.mentorHandbookFormsUploaded;
  expect(stamp).toMatchObject({ uploaded: true, verified: true, verifiedBy: 'admin@example.org', link: '' });
  expect(Date.parse(stamp.verifiedAt)).toBeGreaterThanOrEqual(before - 1000);

  // The supervisor saves the record unchanged: the verification stays.
  const saved = (await call<Teacher>(t.app, 'GET', `/api/teachers/${intern._id}`, admin())).body;
  const kept = await call<Teacher>(t.app, 'PUT', `/api/teachers/${intern._id}`, {
    token: d.tokens.supervisor,
    body: teacherPutBody(saved),
  });
  expect(kept.status).toBe(200);
  expect(kept.body.formsStatus.mentorHandbookFormsUploaded).toEqual(stamp);
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
  // The forms and the hours it came with are evidence recorded before the portal, by its creator.
  const docs = (await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${res.body._id}/documents`, admin())).body;
  expect(docs.kinds.filter((k) => k.current).map((k) => [k.kind, k.current!.source, k.current!.uploadedBy, k.current!.note])).toEqual([
    ['mentorHandbookFormsUploaded', 'before_portal', 'admin@example.org', 'Paper form seen; link: https://docs.example.org/h.pdf'],
    ['internMentorAttestationForm', 'before_portal', 'admin@example.org', 'Paper form seen; link: https://docs.example.org/a.pdf'],
  ]);
  const hours = (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${res.body._id}/field-hours`, admin())).body;
  expect(hours.summary.complete).toBe(true);
  expect(hours.entries.map((e) => e.source)).toEqual(['before_portal']);
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
