import { MESSAGES } from 'shared-domain';
import { EMAILS, useDemoApp } from '../support/test-app';

// "Forgot password" and "E-mail me a sign-in link" do the same work before answering, whatever the address (one
// request row); the link and its e-mail follow the answer, durably.

const { t } = useDemoApp();

const outboxTo = async (to: string) =>
  (await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE to_addr = $1', [to])).map((m) => m.kind);
const answer = async (url: string, email: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { email } });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
};

it.each([
  ['/api/auth/forgot-password', 'password-reset', { status: 200, body: { success: true, message: MESSAGES.forgotPasswordSent } }],
  ['/api/auth/sign-in-link', 'sign-in-link', { status: 202, body: { success: true, message: MESSAGES.signInLinkSent } }],
] as const)('%s answers a known and an unknown address alike, and the known one still gets its e-mail', async (url, kind, expected) => {
  const known = await answer(url, EMAILS.teacher);
  const unknown = await answer(url, 'nobody-at-all@example.org');
  expect(known).toEqual(unknown);
  expect(known).toMatchObject(expected);
  await t.app.linkRequests.idle();
  expect(await outboxTo(EMAILS.teacher)).toContain(kind);
  expect(await outboxTo('nobody-at-all@example.org')).toEqual([]);
  expect(await t.db.query('SELECT * FROM link_requests')).toEqual([]);
});

it('a request answered by a server that stopped before handling it is handled by the next pass (any server)', async () => {
  await t.db.query('INSERT INTO link_requests (kind, email) VALUES ($1, $2)', ['reset', EMAILS.school]);
  const before = (await outboxTo(EMAILS.school)).length;
  t.app.linkRequests.kick();
  await t.app.linkRequests.idle();
  expect(await outboxTo(EMAILS.school)).toHaveLength(before + 1);
  expect(await t.db.query('SELECT * FROM link_requests')).toEqual([]);
});
