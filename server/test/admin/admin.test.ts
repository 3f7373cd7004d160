import {
  MESSAGES,
  OBSERVATION_CHART_WEEKS,
  SYSTEM_SETTINGS_DEFAULTS,
  type AdminDashboard,
  type Inquiry,
  type OutboxMessage,
} from 'shared-domain';
import type { MailTransport } from '../../src/services/mailer';
import { INQUIRY } from '../support/fixtures';
import { call, signIn, useDemoApp } from '../support/test-app';

const sent: { to: string; subject: string; text: string }[] = [];
let failNext = 1;
const transport: MailTransport = {
  async sendMail(m) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('SMTP down');
    }
    sent.push(m);
  },
};

const { t, d } = useDemoApp({ mailTransport: transport });

const outbox = async () => (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body;

it('settings: defaults until saved, then the saved values', async () => {
  const first = await call(t.app, 'GET', '/api/settings', { token: d.tokens.supervisor });
  expect(first.body).toEqual(SYSTEM_SETTINGS_DEFAULTS);
  const next = {
    ...SYSTEM_SETTINGS_DEFAULTS,
    paymentAndBilling: { ...SYSTEM_SETTINGS_DEFAULTS.paymentAndBilling, defaultPaymentTerms: 45 },
  };
  expect((await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: next })).status).toBe(200);
  expect((await call(t.app, 'GET', '/api/settings', { token: d.tokens.admin })).body.paymentAndBilling.defaultPaymentTerms).toBe(45);
});

it('dashboard: figures computed from the data', async () => {
  const res = await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', { token: d.tokens.admin });
  const s = res.body.stats;
  expect(s.teachers.total).toBe(60);
  expect(s.teachers.byStatus.intern).toBe(20);
  expect(s.schools).toEqual({ active: 17, awaitingApproval: 3 });
  expect(s.pendingRequests).toBe(4);
  expect(s.observationsDue).toBeGreaterThan(s.observationsDueThisWeek);
  expect(s.observationsDueThisWeek).toBeGreaterThan(0);
  const kinds = new Set(res.body.alerts.map((a) => a.kind));
  expect(kinds).toEqual(
    new Set([
      'school-awaiting-approval',
      'first-observation-overdue',
      'first-observation-due',
      'forms-pending',
      'hire-in-process',
      'certification-ending',
      'certification-grace',
      'observation-lapsed',
      'payment-overdue',
    ]),
  );
  expect(res.body.recentRegistrations).toHaveLength(5);
});

it('dashboard charts: days from the hired list to hire, and observations due and done per week, from the records', async () => {
  const { charts } = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', { token: d.tokens.admin })).body;
  const days = (a: string, b: string) => Math.round((Date.parse(b.slice(0, 10)) - Date.parse(a.slice(0, 10))) / 86_400_000);
  const hires = d.teachers
    .filter((x) => x.hiredListInfo.dateAdded && x.hiredListInfo.dateHired)
    .map((x) => days(x.hiredListInfo.dateAdded, x.hiredListInfo.dateHired));
  expect(hires.length).toBeGreaterThan(0);
  expect(charts.daysToHire).toEqual([
    { bucket: '0–30', count: hires.filter((n) => n >= 0 && n <= 30).length },
    { bucket: '31–60', count: hires.filter((n) => n > 30 && n <= 60).length },
    { bucket: '61–90', count: hires.filter((n) => n > 60 && n <= 90).length },
    { bucket: '91+', count: hires.filter((n) => n > 90).length },
  ]);
  expect(charts.observationsByWeek).toHaveLength(OBSERVATION_CHART_WEEKS);
  const weeks = charts.observationsByWeek.map((w) => w.week);
  for (const w of weeks) expect(new Date(`${w}T00:00:00Z`).getUTCDay()).toBe(1);
  const weekOf = (day: string) => weeks.find((w) => day.slice(0, 10) >= w && days(w, day) < 7);
  const done = d.teachers.flatMap((x) => x.supervisions.list.map((s) => weekOf(s.date))).filter(Boolean);
  const due = d.teachers
    .filter((x) => x.teacherStatus === 'intern' && x.certificationInfo.firstObsDeadline)
    .map((x) => weekOf(x.certificationInfo.firstObsDeadline))
    .filter(Boolean);
  expect(charts.observationsByWeek).toEqual(
    weeks.map((week) => ({ week, due: due.filter((w) => w === week).length, done: done.filter((w) => w === week).length })),
  );
  expect(charts.observationsByWeek.some((w) => w.due + w.done > 0)).toBe(true);
});

it('inquiries: public create (201), admin list newest first, mark handled', async () => {
  const created = await call<Inquiry>(t.app, 'POST', '/api/inquiries', { body: INQUIRY });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ ...INQUIRY, handled: false, handledAt: null, phone: '' });
  const list = await call<Inquiry[]>(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin });
  expect(list.body[0]._id).toBe(created.body._id);
  const handled = await call<Inquiry>(t.app, 'PATCH', `/api/inquiries/${created.body._id}`, {
    token: d.tokens.admin,
    body: { handled: true },
  });
  expect(handled.body.handled).toBe(true);
  expect(handled.body.handledAt).not.toBeNull();
  const bad = await call(t.app, 'POST', '/api/inquiries', { body: { ...INQUIRY, message: 'short' } });
  expect(bad.body).toEqual({ message: `message: ${MESSAGES.messageMin}`, fieldErrors: { message: MESSAGES.messageMin } });
});

it('inquiries: the unpaged list holds every inquiry once, newest first, across the runs it is streamed in', async () => {
  // More than one run of the stream (1,000 a query), some sharing a second.
  await t.db.query(
    `INSERT INTO inquiries (id, name, email, organization, role, inquiry_type, phone, message, created_at)
     SELECT gen_random_uuid(), 'Visitor ' || n, 'v' || n || '@example.org', 'Travis ISD', 'principal', 'general-question', '',
            'A question about the program', timestamptz '2026-01-01T12:00:00Z' - (n / 3) * interval '1 second'
       FROM generate_series(1, 2100) AS n`,
  );
  const paged = await call<{ total: number }>(t.app, 'GET', '/api/inquiries?page=1&pageSize=10', { token: d.tokens.admin });
  const list = await call<Inquiry[]>(t.app, 'GET', '/api/inquiries', { token: d.tokens.admin });
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(paged.body.total);
  expect(new Set(list.body.map((i) => i._id)).size).toBe(list.body.length);
  const times = list.body.map((i) => i.createdAt);
  expect(times).toEqual([...times].sort().reverse());
});

describe('mail and password reset', () => {
  it('forgot-password answers the same either way; a failed send is retried, never lost', async () => {
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.org' } });
    const known = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'robert.chen@example.org' } });
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(MESSAGES.forgotPasswordSent);
    await t.app.mailer.idle();
    const [msg] = await outbox();
    expect(msg).toMatchObject({
      to: 'robert.chen@example.org',
      kind: 'password-reset',
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP down',
    });
    t.app.mailer.kick();
    await t.app.mailer.idle();
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const link = sent.at(-1)!.text.match(/http:\/\/portal\.test\/reset-password#token=([\w-]+)/)!;
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: link[1], password: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    await signIn(t.app, 'robert.chen@example.org', 'brand-new-pass');
    const reuse = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: link[1], password: 'another-pass-1' } });
    expect({ status: reuse.status, message: reuse.body.message }).toEqual({ status: 400, message: MESSAGES.resetTokenInvalid });
  });

  it('reset-link invites an admin-added school without an account', async () => {
    const school = d.schools.find((s) => !s.accountEmail)!;
    const res = await call(t.app, 'POST', '/api/accounts/reset-link', { token: d.tokens.admin, body: { kind: 'school', id: school._id } });
    expect(res.body).toMatchObject({ success: true, invitation: true, email: school.contactInfo.email });
    await t.app.mailer.idle();
    const link = sent.at(-1)!.text.match(/token=([\w-]+)/)!;
    expect(sent.at(-1)!.to).toBe(school.contactInfo.email);
    const noLogin = await call(t.app, 'POST', '/api/auth/signin', {
      body: { email: school.contactInfo.email, password: 'set-by-school-1' },
    });
    expect(noLogin.status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: link[1], password: 'set-by-school-1' } })).status).toBe(
      200,
    );
    const token = await signIn(t.app, school.contactInfo.email, 'set-by-school-1');
    expect((await call(t.app, 'GET', `/api/schools/${school._id}`, { token })).body.accountEmail).toBe(school.contactInfo.email);
  });
});

it('audit: every change to a teacher is listed with who and what', async () => {
  const teacher = d.teachers[0];
  const { _id, dateAdded, updatedAt, assignment, ...body } = teacher;
  void dateAdded;
  void assignment;
  await call(t.app, 'PUT', `/api/teachers/${_id}`, {
    token: d.tokens.admin,
    body: { ...body, contact: { ...body.contact, location: 'Audit Town' }, updatedAt },
  });
  const res = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${_id}`, { token: d.tokens.admin });
  expect(res.body[0]).toMatchObject({ entity: 'teacher', entityId: _id, actor: 'admin@example.org', action: 'update' });
  expect(res.body[0].changes).toContainEqual({ field: 'contact.location', from: body.contact.location, to: 'Audit Town' });
  const bad = await call(t.app, 'GET', '/api/audit?entity=planet', { token: d.tokens.admin });
  expect(bad.status).toBe(400);
});
