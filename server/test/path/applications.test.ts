import type { Application, OutboxMessage, TeacherPath } from 'shared-domain';
import { DISCLOSURES } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp({ now: () => new Date('2026-09-01T17:00:00Z') });
const admin = () => ({ token: d.tokens.admin });

const COMPLETE = {
  firstName: 'Ada',
  lastName: 'Applicant',
  email: 'ada.applicant@example.org',
  phone: '512-555-0100',
  certificationArea: 'Mathematics 7-12',
  gpaOverall: 3.1,
  gpaLast60: null,
  contentCreditHours: 18,
  contentMathScience7Up: true,
  contentTestPassedOn: null,
  disclosuresRead: true,
};

type Created = { secret: string; application: Application };
type Refusal = { message: string; fieldErrors: Record<string, string> };
const start = (body: object) => call<Created & Refusal>(t.app, 'POST', '/api/applications', { body });
const secretHeader = (secret: string) => ({ headers: { 'application-secret': secret } });
const read = (secret: string) => call<Application & Refusal>(t.app, 'GET', '/api/applications/draft', secretHeader(secret));
const save = (secret: string, body: object) =>
  call<Application & Refusal>(t.app, 'PUT', '/api/applications/draft', { body, ...secretHeader(secret) });
const submit = (secret: string) => call<{ submittedAt: string } & Refusal>(t.app, 'POST', '/api/applications/submit', secretHeader(secret));

describe('the application on the public site', () => {
  it('saves a draft, resumes it by its secret and e-mails the resume link', async () => {
    const created = await start({ firstName: 'Ada', email: 'resume.me@example.org' });
    expect(created.status).toBe(201);
    expect(created.body.secret.length).toBeGreaterThanOrEqual(40);
    expect(created.body.application).toMatchObject({ firstName: 'Ada', lastName: '', gpaOverall: null, submittedAt: null });

    const saved = await save(created.body.secret, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'resume.me@example.org',
      gpaOverall: 2.9,
    });
    expect(saved.status).toBe(200);
    const resumed = await read(created.body.secret);
    expect(resumed.body).toMatchObject({ lastName: 'Lovelace', gpaOverall: 2.9 });

    const mails = (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter((m) => m.to === 'resume.me@example.org');
    expect(mails.map((m) => m.kind)).toEqual(['application-resume']);
    const link = /\/apply#token=(\S+)/.exec(mails[0].body)![1];
    const fromMail = await read(decodeURIComponent(link));
    expect(fromMail.body.lastName).toBe('Lovelace');
    const stored = await t.db.query<{ secret_hash: string }>('SELECT secret_hash FROM admission_applications');
    expect(stored.some((r) => r.secret_hash.includes(created.body.secret))).toBe(false);
  });

  it('refuses bad input with 400 naming the field, and an unknown secret with 404', async () => {
    const bad = await start({ gpaOverall: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Overall GPA must be at most 4');
    const notEmail = await start({ email: 'not an address' });
    expect([notEmail.status, notEmail.body.message]).toEqual([400, expect.stringContaining('email')]);
    const unknown = await read('x'.repeat(43));
    expect(unknown.status).toBe(404);
  });

  it('takes the secret from the Application-Secret header only: missing or malformed is a 400 naming it', async () => {
    const { body } = await start({ firstName: 'Header' });
    const missing = await call<Refusal>(t.app, 'GET', '/api/applications/draft', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ 'application-secret': 'Application-Secret header is required' });
    const malformed = await save('not a secret!', { firstName: 'Header' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('Application-Secret is not a valid application link');
    const noHeaderSubmit = await call<Refusal>(t.app, 'POST', '/api/applications/submit', {});
    expect([noHeaderSubmit.status, Object.keys(noHeaderSubmit.body.fieldErrors)]).toEqual([400, ['application-secret']]);
    // The secret in the path is no route at all.
    expect((await call(t.app, 'GET', `/api/applications/${body.secret}`, {})).status).toBe(404);
    expect((await read(body.secret)).body.firstName).toBe('Header');
  });

  it('refuses to submit an incomplete application, naming each missing field', async () => {
    const { body } = await start({ firstName: 'Half' });
    const res = await submit(body.secret);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(
      ['certificationArea', 'contentCreditHours', 'disclosuresRead', 'email', 'gpaOverall', 'lastName'].sort(),
    );
  });

  it('submitting creates the candidate at applied with the admission facts, once', async () => {
    const { body } = await start(COMPLETE);
    const res = await submit(body.secret);
    expect(res.status).toBe(201);

    const [{ id }] = await t.db.query<{ id: string }>(`SELECT id FROM teachers WHERE last_name = 'Applicant'`);
    const path = (await call<TeacherPath>(t.app, 'GET', `/api/teachers/${id}/path`, admin())).body;
    expect(path.current).toBe('applied');
    expect(path.entries[0]).toMatchObject({ reachedOn: '2026-09-01', recordedBy: 'Applicant (public site)' });
    expect(path.entries[0].evidence).toContain('Mathematics 7-12');
    expect(path.admission).toMatchObject({ gpaOverall: 3.1, contentCreditHours: 18, contentMathScience7Up: true, offerSentOn: null });

    expect((await submit(body.secret)).status).toBe(409);
    expect((await save(body.secret, COMPLETE)).status).toBe(409);
  });

  it('a submission that fails midway writes nothing: no record, no facts, no stage, no audit, the draft still open', async () => {
    const { body } = await start({ ...COMPLETE, lastName: 'Midway', email: 'midway@example.org' });
    const count = async () =>
      (
        await t.db.query<{ teachers: number; admissions: number; entries: number; audit: number }>(
          `SELECT (SELECT count(*)::int FROM teachers) AS teachers, (SELECT count(*)::int FROM teacher_admissions) AS admissions,
             (SELECT count(*)::int FROM teacher_path_entries) AS entries, (SELECT count(*)::int FROM audit_log) AS audit`,
        )
      )[0];
    const before = await count();
    const stage = jest.spyOn(t.app.repos.path, 'transitionIn').mockRejectedValueOnce(new Error('the disk is full'));
    try {
      expect((await submit(body.secret)).status).toBe(500);
    } finally {
      stage.mockRestore();
    }
    expect(await count()).toEqual(before);
    expect(await t.db.query(`SELECT 1 FROM teachers WHERE last_name = 'Midway'`)).toEqual([]);
    expect((await read(body.secret)).body.submittedAt).toBeNull();

    // The draft is still there to submit, and once it is, everything is written.
    expect((await submit(body.secret)).status).toBe(201);
    const after = await count();
    expect([after.teachers, after.admissions, after.entries]).toEqual([before.teachers + 1, before.admissions + 1, before.entries + 1]);
  });

  it('serves the disclosures with their version ids', async () => {
    const res = await call<{ key: string; version: string }[]>(t.app, 'GET', '/api/disclosures', {});
    expect(res.status).toBe(200);
    expect(res.body.map((x) => [x.key, x.version])).toEqual(DISCLOSURES.map((x) => [x.key, x.version]));
  });
});
