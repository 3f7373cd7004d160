import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_INVALID,
  AUDIT_HIDDEN,
  SYSTEM_SETTINGS_DEFAULTS,
  type AuditEntity,
  type AvailableTeacher,
  type Inquiry,
  type School,
  type Supervisor,
  type TeacherRequest,
} from 'shared-domain';
import type { AuditRow } from '../../src/repositories/audit-repository';
import { INQUIRY, requestTeacher, schoolRegistration } from '../support/fixtures';
import { call, EMAILS, useDemoApp } from '../support/test-app';

const mailed: string[] = [];
const { t, d } = useDemoApp({ mailTransport: { sendMail: async (m) => void mailed.push(m.text) } });

const audit = async (entity: AuditEntity, id?: string) => {
  const res = await call<AuditRow[]>(t.app, 'GET', `/api/audit?entity=${entity}${id ? `&id=${id}` : ''}`, { token: d.tokens.admin });
  expect(res.status).toBe(200);
  return res.body;
};
const userId = async (email: string) => (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = lower($1)', [email]))[0].id;
/** The raw tokens of every link e-mailed so far (as the mail transport got them: the outbox has them masked). */
const mailedTokens = async () => {
  await t.app.mailer.idle();
  return mailed.flatMap((text) => [...text.matchAll(/token=([\w-]+)/g)].map((x) => x[1]));
};

describe('GET /api/audit', () => {
  it('filters by every entity type and names them when refused', async () => {
    for (const entity of AUDIT_ENTITIES) {
      const rows = await audit(entity);
      expect(rows.every((r) => r.entity === entity)).toBe(true);
    }
    const bad = await call(t.app, 'GET', '/api/audit?entity=planet', { token: d.tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(AUDIT_ENTITY_INVALID);
    expect(AUDIT_ENTITY_INVALID).toBe('Entity must be one of teacher, school, supervisor, request, inquiry, settings, account, job');
    expect((await call(t.app, 'GET', '/api/audit?entity=settings', { token: d.tokens.supervisor })).status).toBe(403);
  });
});

describe('system settings', () => {
  it('records which setting changed from what to what, by whom; the same values again leave no row', async () => {
    expect(await audit('settings')).toEqual([]);
    const D = SYSTEM_SETTINGS_DEFAULTS;
    const next = {
      ...D,
      paymentAndBilling: { ...D.paymentAndBilling, defaultPaymentTerms: D.paymentAndBilling.defaultPaymentTerms + 15 },
      systemNotifications: { ...D.systemNotifications, paymentReminders: !D.systemNotifications.paymentReminders },
    };
    expect((await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: next })).status).toBe(200);
    expect((await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: next })).status).toBe(200);
    const rows = await audit('settings');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'settings', entityId: null, actor: EMAILS.admin, action: 'update', at: expect.any(String) });
    expect(rows[0].changes).toEqual([
      {
        field: 'paymentAndBilling.defaultPaymentTerms',
        from: D.paymentAndBilling.defaultPaymentTerms,
        to: next.paymentAndBilling.defaultPaymentTerms,
      },
      {
        field: 'systemNotifications.paymentReminders',
        from: D.systemNotifications.paymentReminders,
        to: next.systemNotifications.paymentReminders,
      },
    ]);
    expect((await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body).toEqual(next);

    const back = { ...next, paymentAndBilling: D.paymentAndBilling };
    await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: back });
    const [latest] = await audit('settings');
    expect(latest.changes).toEqual([
      {
        field: 'paymentAndBilling.defaultPaymentTerms',
        from: next.paymentAndBilling.defaultPaymentTerms,
        to: D.paymentAndBilling.defaultPaymentTerms,
      },
    ]);
  });
});

describe('requests', () => {
  it('records a school asking (create) and the admin answering (status and response date)', async () => {
    const available = (await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body;
    const teacher = available.find((a) => !a.request)!;
    const created = await requestTeacher<TeacherRequest>(t.app, d.tokens.school, { teacherId: teacher._id, schoolId: d.school._id });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const [create] = await audit('request', id);
    expect(create).toMatchObject({ entity: 'request', entityId: id, actor: EMAILS.school, action: 'create' });
    expect(create.changes).toEqual([
      { field: 'school', from: null, to: d.school.name },
      { field: 'schoolId', from: null, to: d.school._id },
      { field: 'status', from: null, to: 'pending' },
      { field: 'teacher', from: null, to: `${teacher.name.first} ${teacher.name.last}` },
      { field: 'teacherId', from: null, to: teacher._id },
    ]);

    // A second open request for the same teacher is refused: nothing is recorded for it.
    const dup = await requestTeacher(t.app, d.tokens.school, { teacherId: teacher._id, schoolId: d.school._id });
    expect(dup.status).toBe(409);
    expect((await audit('request')).filter((r) => r.changes.some((c) => c.field === 'teacherId' && c.to === teacher._id))).toHaveLength(1);

    const responseDate = '2025-03-04T05:06:07.000Z';
    const answer = { status: 'approved', responseDate };
    expect((await call(t.app, 'PUT', `/api/requests/${id}`, { token: d.tokens.admin, body: answer })).status).toBe(200);
    const rows = await audit('request', id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ entityId: id, actor: EMAILS.admin, action: 'update' });
    expect(rows[0].changes).toEqual([
      { field: 'responseDate', from: null, to: responseDate },
      { field: 'status', from: 'pending', to: 'approved' },
    ]);
    // The same answer again changes nothing.
    await call(t.app, 'PUT', `/api/requests/${id}`, { token: d.tokens.admin, body: answer });
    expect(await audit('request', id)).toHaveLength(2);
  });
});

describe('inquiries', () => {
  it('records staff marking an inquiry handled and back; the anonymous submission itself is not audited', async () => {
    const created = await call<Inquiry>(t.app, 'POST', '/api/inquiries', { body: INQUIRY });
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect(await audit('inquiry', id)).toEqual([]);

    const handled = await call<Inquiry>(t.app, 'PATCH', `/api/inquiries/${id}`, { token: d.tokens.admin, body: { handled: true } });
    await call(t.app, 'PATCH', `/api/inquiries/${id}`, { token: d.tokens.admin, body: { handled: true } });
    let rows = await audit('inquiry', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'inquiry', entityId: id, actor: EMAILS.admin, action: 'update' });
    expect(rows[0].changes).toEqual([
      { field: 'handled', from: false, to: true },
      { field: 'handledAt', from: null, to: handled.body.handledAt },
    ]);

    await call(t.app, 'PATCH', `/api/inquiries/${id}`, { token: d.tokens.admin, body: { handled: false } });
    rows = await audit('inquiry', id);
    expect(rows[0].changes).toEqual([
      { field: 'handled', from: true, to: false },
      { field: 'handledAt', from: handled.body.handledAt, to: null },
    ]);
  });
});

describe('schools', () => {
  it('records approval and deactivation with the status from and to', async () => {
    const id = d.pendingSchool._id;
    await call(t.app, 'PUT', `/api/schools/${id}`, { token: d.tokens.admin, body: { status: 'active' } });
    await call(t.app, 'PUT', `/api/schools/${id}`, { token: d.tokens.admin, body: { status: 'active' } });
    await call(t.app, 'PUT', `/api/schools/${id}`, { token: d.tokens.admin, body: { status: 'inactive' } });
    const rows = await audit('school', id);
    expect(rows.map((r) => [r.actor, r.action, r.changes])).toEqual([
      [EMAILS.admin, 'update', [{ field: 'status', from: 'active', to: 'inactive' }]],
      [EMAILS.admin, 'update', [{ field: 'status', from: 'inactive', to: 'active' }]],
    ]);
  });

  it('records a school editing its own contact details', async () => {
    const contactInfo = { ...d.school.contactInfo, phone: '(512) 555-0123' };
    const res = await call<School>(t.app, 'PATCH', `/api/schools/${d.school._id}`, { token: d.tokens.school, body: { contactInfo } });
    expect(res.status).toBe(200);
    const [row] = await audit('school', d.school._id);
    expect(row).toMatchObject({ entity: 'school', entityId: d.school._id, actor: EMAILS.school, action: 'update' });
    expect(row.changes).toEqual([{ field: 'contactInfo.phone', from: d.school.contactInfo.phone, to: '(512) 555-0123' }]);
  });
});

describe('supervisors', () => {
  it('records a supervisor changing its own preferences', async () => {
    const me = d.supervisor;
    const sms = !me.settings.notificationPreferences.sms;
    const res = await call<Supervisor>(t.app, 'PATCH', `/api/supervisors/${me._id}`, {
      token: d.tokens.supervisor,
      body: { settings: { notificationPreferences: { sms } } },
    });
    expect(res.status).toBe(200);
    const [row] = await audit('supervisor', me._id);
    expect(row).toMatchObject({ entity: 'supervisor', entityId: me._id, actor: EMAILS.supervisor, action: 'update' });
    expect(row.changes).toEqual([{ field: 'settings.notificationPreferences.sms', from: !sms, to: sms }]);
  });

  it('records an admin changing a supervisor e-mail on the supervisor and on its account; a taken e-mail records nothing', async () => {
    const s = d.supervisors.find((x) => x._id !== d.supervisor._id)!;
    const account = await userId(s.email);
    const before = (await audit('supervisor', s._id)).length;
    const taken = await call(t.app, 'PATCH', `/api/supervisors/${s._id}`, { token: d.tokens.admin, body: { email: EMAILS.school } });
    expect(taken.status).toBe(409);
    expect(await audit('supervisor', s._id)).toHaveLength(before);
    expect(await audit('account', account)).toEqual([]);

    const res = await call<Supervisor>(t.app, 'PATCH', `/api/supervisors/${s._id}`, {
      token: d.tokens.admin,
      body: { email: 'moved.on@example.org' },
    });
    expect(res.status).toBe(200);
    const [row] = await audit('supervisor', s._id);
    expect(row).toMatchObject({
      actor: EMAILS.admin,
      action: 'update',
      changes: [{ field: 'email', from: s.email, to: 'moved.on@example.org' }],
    });
    expect(await audit('account', account)).toEqual([
      expect.objectContaining({
        entity: 'account',
        entityId: account,
        actor: EMAILS.admin,
        action: 'update',
        changes: [{ field: 'email', from: s.email, to: 'moved.on@example.org' }],
      }),
    ]);
  });
});

describe('accounts and links (never a token, a password or its hash)', () => {
  const PASSWORDS = ['long-enough-1', 'strong-pass-1'];

  it('records the accounts created with a school sign-up and a supervisor registration', async () => {
    const signUp = await call(t.app, 'POST', '/api/schools/register', {
      body: schoolRegistration('Front.Desk@example.org', { password: PASSWORDS[0] }),
    });
    expect(signUp.status).toBe(201);
    const schoolAccount = await userId('front.desk@example.org');
    const [{ school_id: schoolId }] = await t.db.query<{ school_id: string }>('SELECT school_id FROM users WHERE id = $1', [schoolAccount]);
    expect(await audit('account', schoolAccount)).toEqual([
      expect.objectContaining({
        entity: 'account',
        entityId: schoolAccount,
        actor: 'front.desk@example.org',
        action: 'create',
        changes: [
          { field: 'email', from: null, to: 'front.desk@example.org' },
          { field: 'password', from: null, to: AUDIT_HIDDEN },
          { field: 'role', from: null, to: 'school' },
          { field: 'schoolId', from: null, to: schoolId },
        ],
      }),
    ]);
    expect(await audit('school', schoolId)).toEqual([expect.objectContaining({ action: 'create', actor: 'front.desk@example.org' })]);

    const reg = await call(t.app, 'POST', '/api/supervisors/register', {
      token: d.tokens.admin,
      body: {
        email: 'nora.quinn@example.org',
        password: PASSWORDS[1],
        name: { first: 'Nora', last: 'Quinn' },
        contactInfo: { phone: '(512) 555-0177' },
        credentials: { certification: 'Principal EC-12', yearsExperience: 7, specializations: ['Science'] },
        schoolId: d.school._id,
      },
    });
    expect(reg.status).toBe(201);
    const supervisorAccount = await userId('nora.quinn@example.org');
    const [row] = await audit('account', supervisorAccount);
    expect(row).toMatchObject({ actor: EMAILS.admin, action: 'create' });
    expect(row.changes).toContainEqual({ field: 'supervisorId', from: null, to: reg.body.supervisor._id });
    expect(row.changes).toContainEqual({ field: 'password', from: null, to: AUDIT_HIDDEN });
  });

  it('records reset links and invitations an admin sends, to whom', async () => {
    const supervisorAccount = await userId(EMAILS.supervisor);
    const reset = await call(t.app, 'POST', '/api/accounts/reset-link', {
      token: d.tokens.admin,
      body: { kind: 'supervisor', id: d.supervisor._id },
    });
    expect(reset.status).toBe(200);
    const [sent] = await audit('account', supervisorAccount);
    expect(sent).toMatchObject({
      entity: 'account',
      entityId: supervisorAccount,
      actor: EMAILS.admin,
      action: 'update',
      changes: [{ field: 'resetLinkSentTo', from: null, to: EMAILS.supervisor }],
    });

    const school = d.schools.find((s) => !s.accountEmail)!;
    const invite = await call(t.app, 'POST', '/api/accounts/reset-link', {
      token: d.tokens.admin,
      body: { kind: 'school', id: school._id },
    });
    expect(invite.body.invitation).toBe(true);
    const email = school.contactInfo.email.toLowerCase();
    const invited = await userId(email);
    expect(await audit('account', invited)).toEqual([
      expect.objectContaining({
        entity: 'account',
        entityId: invited,
        actor: EMAILS.admin,
        action: 'create',
        changes: [
          { field: 'email', from: null, to: email },
          { field: 'role', from: null, to: 'school' },
          { field: 'schoolId', from: null, to: school._id },
          { field: 'invitationSentTo', from: null, to: email },
        ],
      }),
    ]);
  });

  it('records a forgot-password link with no actor; an unknown address records nothing', async () => {
    const before = (await audit('account')).length;
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.org' } });
    expect(await audit('account')).toHaveLength(before);

    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: EMAILS.pendingSchool.toUpperCase() } });
    const account = await userId(EMAILS.pendingSchool);
    expect(await audit('account', account)).toEqual([
      expect.objectContaining({
        entity: 'account',
        entityId: account,
        actor: null,
        action: 'update',
        changes: [{ field: 'resetLinkSentTo', from: null, to: EMAILS.pendingSchool }],
      }),
    ]);
  });

  it('no audit row holds a mailed token, its hash, a password or a password hash', async () => {
    const tokens = await mailedTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const hashes = (
      await t.db.query<{ h: string }>(
        'SELECT token_hash AS h FROM auth_tokens UNION ALL SELECT password_hash FROM users WHERE password_hash IS NOT NULL',
      )
    ).map((r) => r.h);
    expect(hashes.length).toBeGreaterThan(tokens.length);
    const [{ log }] = await t.db.query<{ log: string }>(`SELECT coalesce(string_agg(changes::text, ' '), '') AS log FROM audit_log`);
    expect(log).toContain(AUDIT_HIDDEN);
    for (const secret of [...tokens, ...hashes, ...PASSWORDS]) expect(log).not.toContain(secret);
  });
});

describe('one transaction', () => {
  // The audit rows of these entities are refused for this test only: each change must then fail and leave nothing.
  beforeAll(() =>
    t.db.exec(
      `ALTER TABLE audit_log ADD CONSTRAINT refuse_for_test CHECK (entity NOT IN ('settings', 'inquiry', 'request', 'account')) NOT VALID`,
    ),
  );
  afterAll(() => t.db.exec('ALTER TABLE audit_log DROP CONSTRAINT refuse_for_test'));

  const count = async (sql: string) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0].n);

  it('a change whose audit row cannot be written is not made either (no e-mail, no link)', async () => {
    const settings = (await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body;
    const changed = {
      ...settings,
      internshipProgram: { ...settings.internshipProgram, evaluationFrequency: settings.internshipProgram.evaluationFrequency + 1 },
    };
    expect((await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: changed })).status).toBe(500);
    expect((await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body).toEqual(settings);

    const [inquiry] = (await call<Inquiry[]>(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin })).body.filter((i) => !i.handled);
    expect((await call(t.app, 'PATCH', `/api/inquiries/${inquiry._id}`, { token: d.tokens.admin, body: { handled: true } })).status).toBe(
      500,
    );
    expect(
      (await call<Inquiry[]>(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin })).body.find((i) => i._id === inquiry._id)!.handled,
    ).toBe(false);

    const mails = await count('outbox');
    const pending = (
      await call<{ requests: TeacherRequest[] }>(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin })
    ).body.requests.find((r) => r.status === 'pending')!;
    expect((await call(t.app, 'PUT', `/api/requests/${pending._id}`, { token: d.tokens.admin, body: { status: 'denied' } })).status).toBe(
      500,
    );
    const after = (await call<{ requests: TeacherRequest[] }>(t.app, 'GET', '/api/requests/all', { token: d.tokens.admin })).body.requests;
    expect(after.find((r) => r._id === pending._id)).toMatchObject({ status: 'pending', responseDate: null });

    const links = await count('auth_tokens');
    // Answered before the link is issued (the same for any address): the failed issue leaves no link and no mail, and
    // the request waits for the next pass.
    expect((await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: EMAILS.school } })).status).toBe(200);
    expect(await t.db.query('SELECT email, attempts FROM link_requests')).toEqual([{ email: EMAILS.school, attempts: 1 }]);
    expect(
      (await call(t.app, 'POST', '/api/accounts/reset-link', { token: d.tokens.admin, body: { kind: 'supervisor', id: d.supervisor._id } }))
        .status,
    ).toBe(500);
    expect(await count('auth_tokens')).toBe(links);
    expect(await count('outbox')).toBe(mails);
  });
});
