import { INQUIRY, schoolRegistration } from '../support/fixtures';
import type { Teacher, TeacherDocuments } from 'shared-domain';
import { call, teacherPutBody, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

/** An address that makes an e-mail pattern with overlapping runs backtrack quadratically. */
const hostileEmail = (dots: number) => `a@${'.'.repeat(dots)}@`;

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await f();
  return [value, performance.now() - start];
}

describe('no request without a token can keep the server busy', () => {
  // The first failed validation of an app costs about 100 ms of one-off setup: not what is measured here.
  beforeAll(() => call(t.app, 'POST', '/api/auth/signin', { body: { email: 'not-an-address', password: 'x' } }));

  it.each([20_000, 40_000])('sign-in with an e-mail of %i dots is a quick 400 naming the field', async (dots) => {
    const [res, ms] = await timed(() => call(t.app, 'POST', '/api/auth/signin', { body: { email: hostileEmail(dots), password: 'x' } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email: Email must be at most 254 characters');
    // The whole request, not only the pattern: on the shared 2-core machine a few ms are tens.
    expect(ms).toBeLessThan(250);
  });

  it.each([
    ['/api/auth/signin', { email: 'jo@example.net', password: 'x'.repeat(100 * 1024) }],
    ['/api/auth/forgot-password', { email: `${'x'.repeat(100 * 1024)}@example.net` }],
    ['/api/inquiries', { ...INQUIRY, message: 'x'.repeat(100 * 1024) }],
    ['/api/schools/register', schoolRegistration('new@example.net', { password: 'x'.repeat(100 * 1024) })],
  ])('a 100 KB body to %s is a 413 with a JSON message, before any check or write', async (url, body) => {
    const res = await call(t.app, 'POST', url, { body });
    expect(res.status).toBe(413);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'The request is too large (at most 64 KB)' });
  });

  it('a signed-in call takes a request of more than 64 KB (a teacher record with long notes)', async () => {
    const res = await call(t.app, 'POST', '/api/teachers', {
      token: d.tokens.admin,
      body: { name: { first: 'Long', last: 'Notes' }, exams: [{ number: 1, notes: Array.from({ length: 40 }, () => 'n'.repeat(2000)) }] },
    });
    expect(res.status).toBe(201);
  });
});

describe('document links are web addresses only', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'www.example.org/form.pdf',
  ])('%p is a 400 naming the link', async (link) => {
    const teacher = d.teachers[0];
    const res = await call(t.app, 'PUT', `/api/teachers/${teacher._id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(teacher), formsStatus: { ...teacher.formsStatus, mentorHandbookFormsUploaded: { uploaded: true, link } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      'formsStatus.mentorHandbookFormsUploaded.link': 'Document link must be a web address starting with http:// or https://',
    });
  });

  it('an https link a new record comes with is kept, on the record and on the form recorded before the portal', async () => {
    const link = 'https://docs.example.org/forms/handbook.pdf';
    const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
      token: d.tokens.admin,
      body: { name: { first: 'Link', last: 'Kept' }, formsStatus: { mentorHandbookFormsUploaded: { uploaded: true, link } } },
    });
    expect(res.status).toBe(201);
    expect(res.body.formsStatus.mentorHandbookFormsUploaded.link).toBe(link);
    const docs = await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${res.body._id}/documents`, { token: d.tokens.admin });
    expect(docs.body.kinds.find((k) => k.kind === 'mentorHandbookFormsUploaded')?.current?.note).toBe(`Paper form seen; link: ${link}`);
  });
});
