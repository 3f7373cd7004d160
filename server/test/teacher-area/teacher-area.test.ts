import { MESSAGES, TEACHER_CONSENT_TEXT, type MyConsentResponse, type MyDashboard, type PublicTeacher, type Teacher } from 'shared-domain';
import { NOT_AVAILABLE } from '../../src/repositories/requests-repository';
import type { MailTransport } from '../../src/services/mailer';
import { call, changeSettings, DEMO_PASSWORD, signIn, useDemoApp } from '../support/test-app';

// The teacher's own area, server side.
const sent: { to: string; subject: string; text: string }[] = [];
const transport: MailTransport = {
  async sendMail(m) {
    sent.push(m);
  },
};
const { t, d } = useDemoApp({ mailTransport: transport });

const INTERN = 'teacher@example.org';
const READY = 'ready-teacher@example.org';
const byEmail = (email: string) => d.teachers.find((x) => x.contact.email === email)!;
const lastLink = (to: string, re: RegExp) => {
  const m = sent
    .filter((x) => x.to === to)
    .at(-1)
    ?.text.match(re);
  if (!m) throw new Error(`no link to ${to}`);
  return m[1];
};
const audit = async (entity: string, id: string) =>
  (await call(t.app, 'GET', `/api/audit?entity=${entity}&id=${id}&limit=50`, { token: d.tokens.admin })).body as {
    actor: string | null;
    changes: { field: string; to: unknown }[];
  }[];

describe('the portal account: invite, resend, revoke', () => {
  it('an admin invites a record; the e-mailed link sets the password; the teacher signs in to its own dashboard', async () => {
    const rec = d.teachers.find((x) => x.teacherStatus === 'hired' && x.contact.email)!;
    const before = await call<Teacher>(t.app, 'GET', `/api/teachers/${rec._id}`, { token: d.tokens.admin });
    expect(before.body.portal).toMatchObject({ state: 'none', email: null });

    const res = await call(t.app, 'POST', `/api/teachers/${rec._id}/portal-invite`, { token: d.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MESSAGES.portalInviteSent(rec.contact.email), portal: { state: 'invited' } });
    await t.app.mailer.idle();
    const token = lastLink(rec.contact.email, /\/reset-password#token=([\w-]+)/);
    expect(sent.at(-1)!.text).toContain('http://portal.test/teacher/dashboard');

    // Resend: a new link, the old one no longer works.
    const again = await call(t.app, 'POST', `/api/teachers/${rec._id}/portal-invite`, { token: d.tokens.admin });
    expect(again.body.message).toBe(MESSAGES.portalInviteResent(rec.contact.email));
    await t.app.mailer.idle();
    const token2 = lastLink(rec.contact.email, /\/reset-password#token=([\w-]+)/);
    expect(token2).not.toBe(token);
    const old = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'teacher-pass-1' } });
    expect(old.status).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: token2, password: 'teacher-pass-1' } })).status).toBe(
      200,
    );

    const signin = await call(t.app, 'POST', '/api/auth/signin', { body: { email: rec.contact.email, password: 'teacher-pass-1' } });
    expect(signin.body.user).toMatchObject({ role: 'teacher', profile: rec._id });
    const dash = await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: signin.body.token });
    expect(dash.status).toBe(200);
    expect(dash.body.teacher).toMatchObject({ _id: rec._id, name: rec.name });
    const active = await call<Teacher>(t.app, 'GET', `/api/teachers/${rec._id}`, { token: d.tokens.admin });
    expect(active.body.portal).toMatchObject({ state: 'active', email: rec.contact.email });

    // Revoke: the session ends, sign-in is refused; every step is audited on the account.
    const revoked = await call(t.app, 'DELETE', `/api/teachers/${rec._id}/portal-invite`, { token: d.tokens.admin });
    expect(revoked.body).toMatchObject({ message: MESSAGES.portalRevoked, portal: { state: 'revoked' } });
    expect((await call(t.app, 'GET', '/api/me/teacher', { token: signin.body.token })).status).toBe(401);
    const refused = await call(t.app, 'POST', '/api/auth/signin', { body: { email: rec.contact.email, password: 'teacher-pass-1' } });
    expect(refused.status).toBe(403);
    const accountId = (await t.db.query<{ id: string }>('SELECT id FROM users WHERE teacher_id = $1', [rec._id]))[0].id;
    const rows = await audit('account', accountId);
    expect(rows.map((r) => r.actor)).toContain('admin@example.org');
    expect(rows.flatMap((r) => r.changes).some((c) => c.field === 'portal' && c.to === 'revoked')).toBe(true);
  });

  it('refuses a record without an e-mail (400 naming the field) and a supervisor (403)', async () => {
    const rec = d.teachers.find((x) => !x.contact.email);
    if (rec) {
      const res = await call(t.app, 'POST', `/api/teachers/${rec._id}/portal-invite`, { token: d.tokens.admin });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ 'contact.email': MESSAGES.teacherNeedsEmail });
    }
    const sup = await call(t.app, 'POST', `/api/teachers/${byEmail(INTERN)._id}/portal-invite`, { token: d.tokens.supervisor });
    expect(sup.status).toBe(403);
  });
});

describe('a teacher sees its own record only, and never staff-only fields', () => {
  it('answers the intern from its token; another record is never reachable', async () => {
    const intern = byEmail(INTERN);
    const ready = byEmail(READY);
    // Staff-only notes on the intern's record, to look for.
    const full = (await call<Teacher>(t.app, 'GET', `/api/teachers/${intern._id}`, { token: d.tokens.admin })).body;
    const { _id, ref, dateAdded, updatedAt, assignment, portal, talentPoolConsent, ...body } = full as Teacher & Record<string, unknown>;
    const put = await call(t.app, 'PUT', `/api/teachers/${intern._id}`, {
      token: d.tokens.admin,
      body: {
        ...body,
        updatedAt,
        mentor: { ...full.mentor, notes: [{ date: '2026-01-05', content: 'SECRET-MENTOR-NOTE' }] },
        ppr: { ...full.ppr, notes: [{ date: '2026-01-05', description: 'SECRET-PPR-NOTE' }] },
        hiredListInfo: { ...full.hiredListInfo, pendingItems: 'SECRET-PENDING' },
      },
    });
    expect(put.status).toBe(200);

    const tok = await signIn(t.app, INTERN);
    const answers = await Promise.all(
      [
        '/api/me/teacher',
        '/api/me/observations',
        '/api/me/ledger',
        '/api/me/profile',
        '/api/me/consent',
        '/api/me/consent/history',
        '/api/me/requests',
        '/api/me/contact',
        '/api/me/export?format=json',
        '/api/me/export?format=html',
      ].map((u) => call(t.app, 'GET', u, { token: tok })),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
      for (const secret of [
        'SECRET-MENTOR-NOTE',
        'SECRET-PPR-NOTE',
        'SECRET-PENDING',
        ready._id,
        'recordedBy',
        'createdBy',
        'supervisor@example.org',
        'teaId',
      ])
        expect(text).not.toContain(secret);
    }
    expect((answers[0].body as MyDashboard).teacher._id).toBe(intern._id);
    expect(answers[8].headers['content-disposition']).toContain('my-data.json');
    expect(String(answers[9].headers['content-type'])).toContain('text/html');
    // The readable download names its fields in words, and each table cell its column (a phone reads rows as cards).
    const html = String(answers[9].body);
    expect(html).toContain('<dt>Grade level</dt>');
    expect(html).toContain('<dt>Short bio</dt>');
    expect(html).not.toMatch(/<dt>(gradeLevel|bio|specializations)<\/dt>/);
    expect(html).toMatch(/<td data-label="Date">/);

    // Another record's observation and invoice: not found.
    const readyTok = await signIn(t.app, READY);
    const obsId = full.supervisions.list[0]._id;
    const ack = await call(t.app, 'POST', `/api/me/observations/${obsId}/acknowledge`, { token: readyTok, body: {} });
    expect({ status: ack.status, message: ack.body.message }).toEqual({ status: 404, message: MESSAGES.observationNotFound });
    const ledger = (await call(t.app, 'GET', `/api/teachers/${intern._id}/ledger`, { token: d.tokens.admin })).body;
    const inv = await call(t.app, 'GET', `/api/me/invoices/${ledger.charges[0]._id}`, { token: readyTok });
    expect({ status: inv.status, message: inv.body.message }).toEqual({ status: 404, message: MESSAGES.invoiceNotFound });
    // Staff routes: refused to a teacher.
    for (const [m, u] of [
      ['GET', `/api/teachers/${intern._id}`],
      ['GET', `/api/teachers/${ready._id}/ledger`],
      ['GET', '/api/teachers/all'],
      ['GET', '/api/public/teachers?x'],
    ] as const) {
      const res = await call(t.app, m, u, { token: readyTok });
      if (u.startsWith('/api/public')) expect(res.status).toBe(200);
      else expect(res.status).toBe(403);
    }
  });

  it('the demo intern: an overdue observation, one to acknowledge and an open invoice, read from the ledger', async () => {
    const tok = await signIn(t.app, INTERN, DEMO_PASSWORD);
    const dash = (await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: tok })).body;
    expect(dash.compliance?.status).toBe('overdue');
    expect(dash.unacknowledgedObservations).toBe(1);
    expect(dash.balance.remainingBalance).toBeGreaterThan(0);
    expect(dash.whatsLeft.find((i) => i.key === 'attestation')).toMatchObject({
      label: 'Upload your Intern Mentor Attestation Form',
      doneBy: 'you',
    });
    const ledger = (await call(t.app, 'GET', '/api/me/ledger', { token: tok })).body;
    const open = ledger.charges.find((c: { open: number }) => c.open > 0);
    const inv = await call(t.app, 'GET', `/api/me/invoices/${open._id}`, { token: tok });
    expect(inv.body).toMatchObject({ number: `INV-${open.number}`, teacher: { email: INTERN } });
    expect(ledger.howToPay).toMatch(/check/);
  });
});

describe('observations: acknowledge, and the reminder once', () => {
  it('the teacher acknowledges with a reply; staff see it; the reminder is sent once', async () => {
    const intern = byEmail(INTERN);
    const tok = await signIn(t.app, INTERN);
    // The reminder: the observation waited longer than the setting.
    sent.length = 0;
    await call(t.app, 'POST', '/api/jobs/run', { token: d.tokens.admin });
    await call(t.app, 'POST', '/api/jobs/run', { token: d.tokens.admin });
    await t.app.mailer.idle();
    const reminders = sent.filter((m) => m.to === INTERN && /acknowledge/.test(m.subject));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('http://portal.test/teacher/observations');
    // The payment reminders and invoices link to the teacher's pages too.
    const payment = sent.find((m) => m.subject.startsWith('Payment of'));
    expect(payment?.text).toContain('http://portal.test/teacher/payments');

    const obs = (await call(t.app, 'GET', '/api/me/observations', { token: tok })).body.observations;
    const res = await call(t.app, 'POST', `/api/me/observations/${obs[0]._id}/acknowledge`, {
      token: tok,
      body: { reply: 'Thank you, noted.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.observation).toMatchObject({ reply: 'Thank you, noted.' });
    expect(res.body.observation.acknowledgedAt).toEqual(expect.any(String));
    const twice = await call(t.app, 'POST', `/api/me/observations/${obs[0]._id}/acknowledge`, { token: tok, body: {} });
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 409,
      message: MESSAGES.observationAlreadyAcknowledged,
    });
    const tooLong = await call(t.app, 'POST', `/api/me/observations/${obs[0]._id}/acknowledge`, {
      token: tok,
      body: { reply: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fieldErrors)).toEqual(['reply']);

    const staff = (await call<Teacher>(t.app, 'GET', `/api/teachers/${intern._id}`, { token: d.tokens.supervisor })).body;
    expect(staff.supervisions.list.find((o) => o._id === obs[0]._id)).toMatchObject({ reply: 'Thank you, noted.' });
    const rows = await audit('teacher', intern._id);
    expect(rows[0]).toMatchObject({ actor: INTERN });
  });
});

describe('consent: the teacher decides, staff only turn it off', () => {
  it('starts off; on shows the profile on Browse and Find Teachers; hidden schools and districts never see or request it', async () => {
    const ready = byEmail(READY);
    const tok = await signIn(t.app, READY);
    const pub = async () => ((await call<PublicTeacher[]>(t.app, 'GET', '/api/public/teachers')).body ?? []).map((x) => x._id);
    const found = async () =>
      ((await call<{ _id: string }[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body ?? []).map((x) => x._id);

    const start = (await call<MyConsentResponse>(t.app, 'GET', '/api/me/consent', { token: tok })).body;
    expect(start.consent).toMatchObject({ on: false, visible: false });
    expect(start.text.version).toBe(TEACHER_CONSENT_TEXT.version);
    expect(await pub()).not.toContain(ready._id);
    expect(await found()).not.toContain(ready._id);

    const stale = await call(t.app, 'PUT', '/api/me/consent', { token: tok, body: { on: true, textVersion: 'old' } });
    expect(stale.status).toBe(400);
    expect(stale.body.fieldErrors).toEqual({ textVersion: MESSAGES.consentTextChanged });

    const on = await call<MyConsentResponse>(t.app, 'PUT', '/api/me/consent', {
      token: tok,
      body: { on: true, textVersion: TEACHER_CONSENT_TEXT.version },
    });
    expect(on.body.consent).toMatchObject({ on: true, visible: true });
    expect(await pub()).toContain(ready._id);
    expect(await found()).toContain(ready._id);

    // Hidden from the demo school: Browse still shows it, the school neither finds nor requests it.
    await call(t.app, 'PUT', '/api/me/consent', {
      token: tok,
      body: { on: true, hiddenSchoolIds: [d.school._id], textVersion: TEACHER_CONSENT_TEXT.version },
    });
    expect(await pub()).toContain(ready._id);
    expect(await found()).not.toContain(ready._id);
    const req = await call(t.app, 'POST', '/api/requests/create', {
      token: d.tokens.school,
      body: { teacherId: ready._id, schoolId: d.school._id },
    });
    expect({ status: req.status, message: req.body.message }).toEqual({ status: 400, message: NOT_AVAILABLE });
    expect((await call(t.app, 'GET', `/api/teachers/${ready._id}`, { token: d.tokens.school })).status).toBe(404);

    // Hidden from the school's whole district instead.
    await call(t.app, 'PUT', '/api/me/consent', {
      token: tok,
      body: { on: true, hiddenDistricts: [d.school.districtName], textVersion: TEACHER_CONSENT_TEXT.version },
    });
    expect(await found()).not.toContain(ready._id);

    // Staff turn it off for cause, with a reason; no route turns it on.
    const noReason = await call(t.app, 'POST', `/api/teachers/${ready._id}/talent-pool/off`, { token: d.tokens.admin, body: {} });
    expect(noReason.status).toBe(400);
    const off = await call(t.app, 'POST', `/api/teachers/${ready._id}/talent-pool/off`, {
      token: d.tokens.admin,
      body: { reason: 'Certificate under review' },
    });
    expect(off.body.consent).toMatchObject({ on: false, turnedOffByStaff: { reason: 'Certificate under review' } });
    expect(await pub()).not.toContain(ready._id);

    const history = (await call(t.app, 'GET', '/api/me/consent/history', { token: tok })).body.records;
    // The demo data set was loaded after migration 023: its records start at the teacher's first choice.
    expect(history.map((r: { version: number; by: string }) => [r.version, r.by])).toEqual([
      [4, 'staff-off'],
      [3, 'teacher'],
      [2, 'teacher'],
      [1, 'teacher'],
    ]);
    expect(history[1]).toMatchObject({ textVersion: TEACHER_CONSENT_TEXT.version, text: TEACHER_CONSENT_TEXT.body });
    expect(JSON.stringify(history)).not.toContain('admin@example.org');
  });

  it('profile, contact and notifications: the teacher edits them; bad input is a 400 naming the field', async () => {
    const tok = await signIn(t.app, READY);
    const prof = await call(t.app, 'PUT', '/api/me/profile', {
      token: tok,
      body: { bio: 'Math teacher who loves puzzles.', subject: 'Mathematics' },
    });
    expect(prof.status).toBe(200);
    expect(prof.body.preview.visitor).toMatchObject({ bio: 'Math teacher who loves puzzles.', subject: 'Mathematics' });
    expect(prof.body.preview.visitor).not.toHaveProperty('lastName');
    const bad = await call(t.app, 'PUT', '/api/me/profile', { token: tok, body: { subject: 'Astrology' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['subject']);

    const contact = await call(t.app, 'PUT', '/api/me/contact', { token: tok, body: { phoneNumber: '+15125550199', location: 'Austin' } });
    expect(contact.body.contact).toMatchObject({ phoneNumber: '+15125550199', location: 'Austin', email: READY });
    const badMail = await call(t.app, 'PUT', '/api/me/contact', { token: tok, body: { secondaryEmail: 'nope' } });
    expect(badMail.status).toBe(400);
    expect(Object.keys(badMail.body.fieldErrors)).toEqual(['secondaryEmail']);
    const notif = await call(t.app, 'PUT', '/api/me/notifications', { token: tok, body: { email: false, sms: true } });
    expect(notif.body.notifications).toEqual({ email: false, sms: true });
  });
});

describe('e-mail me a sign-in link', () => {
  it('answers the same whether or not the address has an account; the link works once, and a new one voids the old', async () => {
    sent.length = 0;
    const unknown = await call(t.app, 'POST', '/api/auth/sign-in-link', { body: { email: 'nobody-here@example.org' } });
    const known = await call(t.app, 'POST', '/api/auth/sign-in-link', { body: { email: INTERN } });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(known.body);
    await t.app.mailer.idle();
    const first = lastLink(INTERN, /\/login\/link#token=([\w-]+)/);
    await call(t.app, 'POST', '/api/auth/sign-in-link', { body: { email: INTERN } });
    await t.app.mailer.idle();
    const second = lastLink(INTERN, /\/login\/link#token=([\w-]+)/);
    const voided = await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: first } });
    expect({ status: voided.status, message: voided.body.message }).toEqual({ status: 400, message: MESSAGES.signInLinkInvalid });
    const ok = await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: second } });
    expect(ok.body).toMatchObject({ success: true, user: { email: INTERN, role: 'teacher' } });
    expect((await call(t.app, 'GET', '/api/me/teacher', { token: ok.body.token })).status).toBe(200);
    const reuse = await call(t.app, 'POST', '/api/auth/sign-in-link/redeem', { body: { token: second } });
    expect(reuse.status).toBe(400);
    // A fourth request for the same address within the hour is refused (three were made above).
    expect((await call(t.app, 'POST', '/api/auth/sign-in-link', { body: { email: INTERN } })).status).toBe(202);
    const limited = await call(t.app, 'POST', '/api/auth/sign-in-link', { body: { email: INTERN } });
    expect({ status: limited.status, message: limited.body.message }).toEqual({ status: 429, message: MESSAGES.tooManySignInLinks });
  });
});

describe('the setting', () => {
  it('observationAckReminderDays is a whole number of days from 1', async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.internshipProgram.observationAckReminderDays = 3;
    });
    const s = (await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body;
    expect(s.internshipProgram.observationAckReminderDays).toBe(3);
  });
});
