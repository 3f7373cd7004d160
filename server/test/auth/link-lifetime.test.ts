import type { Supervisor } from 'shared-domain';
import { createAuthToken } from '../../src/repositories/users-repository';
import { call, DEMO_PASSWORD, signIn, useDemoApp } from '../support/test-app';

// Every outstanding one-time link of an account (sign-in link, reset link, invitation) ends when its password is
// changed or reset, its e-mail changes, or it is deactivated: a link in an old inbox, or in the hands of whoever
// the change was meant to shut out, no longer signs in or sets a password.

const { t, d } = useDemoApp();

type Links = { signIn: string; reset: string; invitation: string };

/** One outstanding link of each kind for the account, as the services issue them. */
async function issueLinks(email: string): Promise<Links> {
  const user = await t.app.repos.users.findByEmail(email);
  if (!user) throw new Error(`no account ${email}`);
  return t.db.transaction(async (tx) => ({
    signIn: await createAuthToken(tx, user.id, 'sign-in', 15 * 60_000),
    reset: await createAuthToken(tx, user.id, 'reset', 60 * 60_000),
    invitation: await createAuthToken(tx, user.id, 'invitation', 7 * 24 * 3600_000),
  }));
}

/** What each link answers when used: the sign-in link redeemed, the reset link and the invitation setting a password. */
async function use(links: Links) {
  const setPassword = async (token: string) =>
    (await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'from-an-old-link-2026' } })).status;
  return {
    signIn: (await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: links.signIn } })).status,
    reset: await setPassword(links.reset),
    invitation: await setPassword(links.invitation),
  };
}
const ENDED = { signIn: 400, reset: 400, invitation: 400 };

const supervisorAt = (i: number): Supervisor => d.supervisors.filter((s) => s.email !== 'supervisor@example.org')[i];

it("unchanged, an account's links work (each once)", async () => {
  const email = supervisorAt(0).email;
  const links = await issueLinks(email);
  const signedIn = await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: links.signIn } });
  expect(signedIn.status).toBe(200);
  expect(
    (await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: links.reset, password: 'set-by-link-2026' } })).status,
  ).toBe(200);
  await signIn(t.app, email, 'set-by-link-2026');
});

it('a password change ends them', async () => {
  const email = supervisorAt(1).email;
  const links = await issueLinks(email);
  const token = await signIn(t.app, email);
  const changed = await call(t.app, 'PUT', '/api/auth/password', {
    token,
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'changed-pass-2026' },
  });
  expect(changed.status).toBe(200);
  expect(await use(links)).toEqual(ENDED);
  await signIn(t.app, email, 'changed-pass-2026');
});

it('a reset ends the others', async () => {
  const email = supervisorAt(2).email;
  const links = await issueLinks(email);
  const { reset: used } = await issueLinks(email);
  expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: used, password: 'reset-pass-2026' } })).status).toBe(200);
  expect(await use(links)).toEqual(ENDED);
  await signIn(t.app, email, 'reset-pass-2026');
});

it('an e-mail change ends them, whether the account or an admin makes it', async () => {
  const own = supervisorAt(3).email;
  const ownLinks = await issueLinks(own);
  const token = await signIn(t.app, own);
  const moved = await call(t.app, 'PUT', '/api/auth/email', {
    token,
    body: { email: 'moved.own@example.org', currentPassword: DEMO_PASSWORD },
  });
  expect(moved.status).toBe(200);
  expect(await use(ownLinks)).toEqual(ENDED);

  const s = supervisorAt(4);
  const adminLinks = await issueLinks(s.email);
  const byAdmin = await call(t.app, 'PATCH', `/api/supervisors/${s._id}`, {
    token: d.tokens.admin,
    body: { email: 'moved.by-admin@example.org' },
  });
  expect(byAdmin.status).toBe(200);
  expect(await use(adminLinks)).toEqual(ENDED);
  await signIn(t.app, 'moved.by-admin@example.org');
});

it('a deactivation ends them: a supervisor set inactive, a school set inactive', async () => {
  const s = supervisorAt(0);
  const links = await issueLinks(s.email);
  const off = await call(t.app, 'PATCH', `/api/supervisors/${s._id}`, { token: d.tokens.admin, body: { status: 'inactive' } });
  expect(off.status).toBe(200);
  expect(await use(links)).toEqual(ENDED);
  // Active again, the old links stay ended: the admin sends a new one.
  expect((await call(t.app, 'PATCH', `/api/supervisors/${s._id}`, { token: d.tokens.admin, body: { status: 'active' } })).status).toBe(200);
  expect(await use(links)).toEqual(ENDED);

  const school = d.schools.find((x) => x.status === 'active' && x.accountEmail && x._id !== d.school._id)!;
  const schoolLinks = await issueLinks(school.accountEmail!);
  expect((await call(t.app, 'PUT', `/api/schools/${school._id}`, { token: d.tokens.admin, body: { status: 'inactive' } })).status).toBe(
    200,
  );
  expect(await use(schoolLinks)).toEqual(ENDED);
});
