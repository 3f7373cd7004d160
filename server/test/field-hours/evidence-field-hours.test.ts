import {
  EVIDENCE_MESSAGES,
  MESSAGES,
  FIELD_HOUR_RETURN_MESSAGE_REQUIRED,
  FIELD_HOUR_WARNINGS,
  FIELD_HOURS_CONFIRMER_MANY_INTERNS,
  FIELD_HOURS_LINK_DAYS,
  FIELD_HOURS_REQUESTS_A_DAY,
  PROGRAM_NAME,
  type Teacher,
  type TeacherFieldHours,
} from 'shared-domain';
import type { MailTransport } from '../../src/services/mailer';
import { call, fingerprint, teacherPutBody, useDemoApp } from '../support/test-app';

// Setting up the demo app takes long on a busy machine.
jest.setTimeout(120_000);

const LINK = /http:\/\/portal\.test\/field-hours\/confirm#token=([\w-]+)/;
let clock = new Date('2026-03-02T15:00:00Z');
const sent: { to: string; text: string }[] = [];
const transport: MailTransport = {
  async sendMail(m) {
    sent.push({ to: m.to, text: m.text });
  },
};
const { t, d } = useDemoApp({ now: () => clock, mailTransport: transport });

const visit = (o: Partial<Record<string, unknown>> = {}) => ({
  date: '2026-02-10',
  hours: 3,
  campus: 'Travis Elementary',
  observedName: 'Ana Ruiz',
  observedEmail: 'ana.ruiz@austinisd.example',
  activity: 'Small-group reading; I led one group',
  ...o,
});
const log = (id: string, body: unknown) => call(t.app, 'POST', `/api/teachers/${id}/field-hours`, { token: d.tokens.admin, body });
/** The link the observed teacher was e-mailed for the last entry logged to `to`. */
async function tokenFor(to: string): Promise<string> {
  await t.app.mailer.idle();
  const mail = [...sent].reverse().find((m) => m.to === to);
  return LINK.exec(mail?.text ?? '')![1];
}
const hoursOf = async (id: string) =>
  (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${id}/field-hours`, { token: d.tokens.admin })).body;
const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin })).body;
const confirm = (token: string, decision = 'confirm', comment = '') =>
  call(t.app, 'POST', '/api/field-hours/confirm', { body: { token, decision, comment } });
const review = (id: string, entryId: string, body: unknown) =>
  call(t.app, 'POST', `/api/teachers/${id}/field-hours/${entryId}/review`, { token: d.tokens.admin, body });
/** Sets the admission day (entries are dated from it): '' leaves the record's creation day as the first day. */
async function admit(id: string, day: string) {
  const put = await call(t.app, 'PUT', `/api/teachers/${id}`, {
    token: d.tokens.admin,
    body: { ...teacherPutBody(await record(id)), admissionDate: { when: day ? 'after' : '', day } },
  });
  expect([200, 304]).toContain(put.status);
}

// The demo's admission days follow the real date; these records were admitted before the visits below.
beforeAll(async () => {
  for (const x of d.teachers.slice(0, 3)) await admit(x._id, '2025-01-01');
});

describe('field-based experience hours: the log', () => {
  it('refuses more than 6 hours a day naming the field, and writes nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await log(d.teachers[0]._id, visit({ hours: 6.5 }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ hours: 'Hours must be at most 6 a day' });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses a second entry for the same day and observed teacher', async () => {
    const id = d.teachers[0]._id;
    expect((await log(id, visit({ date: '2026-02-11' }))).status).toBe(201);
    const again = await log(id, visit({ date: '2026-02-11', observedEmail: 'Ana.Ruiz@austinisd.example' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EVIDENCE_MESSAGES.duplicateEntry);
  });
});

describe("the observed teacher's one-time link", () => {
  it('works once: the page shows the entry, the answer is kept, the same link then is 404', async () => {
    const id = d.teachers[1]._id;
    const res = await log(id, visit({ observedEmail: 'once@school.example' }));
    expect(res.status).toBe(201);
    const token = await tokenFor('once@school.example');
    // Only its hash is stored: no table holds the token.
    expect(JSON.stringify(await t.db.query('SELECT * FROM field_hours'))).not.toContain(token);

    const view = await call(t.app, 'GET', `/api/field-hours/confirm?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      hours: 3,
      campus: 'Travis Elementary',
      date: '2026-02-10',
      teacherName: `${d.teachers[1].name.first} ${d.teachers[1].name.last}`,
    });

    const ok = await confirm(token, 'confirm', 'She led the group well');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ confirmation: 'confirmed', message: EVIDENCE_MESSAGES.confirmed });
    const entry = (await hoursOf(id)).entries.find((e) => e._id === res.body._id)!;
    expect(entry).toMatchObject({ confirmation: 'confirmed', confirmComment: 'She led the group well', linkExpiresAt: null });

    const twice = await confirm(token, 'decline');
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe(EVIDENCE_MESSAGES.linkInvalid);
    expect((await call(t.app, 'GET', `/api/field-hours/confirm?token=${token}`)).status).toBe(404);
  });

  it(`works for ${FIELD_HOURS_LINK_DAYS} days and not after (the clock moved)`, async () => {
    const id = d.teachers[1]._id;
    const start = clock;
    await log(id, visit({ date: '2026-02-12', observedEmail: 'late@school.example' }));
    await log(id, visit({ date: '2026-02-13', observedEmail: 'intime@school.example' }));
    const late = await tokenFor('late@school.example');
    const inTime = await tokenFor('intime@school.example');
    try {
      clock = new Date(start.getTime() + FIELD_HOURS_LINK_DAYS * 86_400_000 - 60_000);
      expect((await confirm(inTime)).status).toBe(200);
      clock = new Date(start.getTime() + FIELD_HOURS_LINK_DAYS * 86_400_000 + 1);
      expect((await call(t.app, 'GET', `/api/field-hours/confirm?token=${late}`)).status).toBe(404);
      expect((await confirm(late)).status).toBe(404);
    } finally {
      clock = start;
    }
  });
});

describe('thirtyObsHours follows only confirmed and approved hours', () => {
  it('moves with what counts, is refused on a record PUT, and takes hours earned before the portal with a note', async () => {
    // Admitted before 1 Sep 2024: 30 hours (§228.43).
    const id = d.teachers.slice(3).find((x) => x.thirtyObsHours === 'not completed')!._id;
    const base = await record(id);
    const put = await call(t.app, 'PUT', `/api/teachers/${id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(base), admissionDate: { when: 'before', day: '2024-05-01' } },
    });
    expect(put.status).toBe(200);

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = `obs${i}@school.example`;
      const r = await log(id, visit({ date: `2026-01-0${i + 1}`, hours: 6, observedEmail: email }));
      expect(r.status).toBe(201);
      ids.push(r.body._id);
      if (i < 4) expect((await confirm(await tokenFor(email))).status).toBe(200);
      else expect((await confirm(await tokenFor(email), 'decline', 'Not in my class that day')).status).toBe(200);
    }
    // Confirmed but not approved: nothing counts yet.
    expect((await hoursOf(id)).summary).toMatchObject({ confirmed: 0, hours: 30, activeHours: 0 });
    expect((await record(id)).thirtyObsHours).toBe('not completed');

    // The declined entry cannot be approved without an attestation.
    expect((await review(id, ids[4], { decision: 'approved', activelyEngaged: true })).status).toBe(400);
    for (const entryId of ids.slice(0, 4))
      expect((await review(id, entryId, { decision: 'approved', activelyEngaged: entryId === ids[0] })).status).toBe(200);
    let h = await hoursOf(id);
    expect(h.summary).toMatchObject({ confirmed: 24, active: 6, complete: false, text: '24 of 30 hours confirmed' });
    expect((await record(id)).thirtyObsHours).toBe('not completed');

    const last = await log(id, visit({ date: '2026-01-09', hours: 6, observedEmail: 'obs9@school.example' }));
    expect((await confirm(await tokenFor('obs9@school.example'))).status).toBe(200);
    expect((await record(id)).thirtyObsHours).toBe('not completed');
    expect((await review(id, last.body._id, { decision: 'approved', activelyEngaged: false })).status).toBe(200);
    expect((await record(id)).thirtyObsHours).toBe('completed');

    // A return needs a reason and takes the hours back out.
    const noNote = await review(id, last.body._id, { decision: 'returned' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fieldErrors).toEqual({ messageToTeacher: FIELD_HOUR_RETURN_MESSAGE_REQUIRED });
    expect((await review(id, last.body._id, { decision: 'returned', messageToTeacher: 'Wrong date' })).status).toBe(200);
    expect((await record(id)).thirtyObsHours).toBe('not completed');

    // The record form cannot type it: the log decides it.
    const typed = await call(t.app, 'PUT', `/api/teachers/${id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(await record(id)), thirtyObsHours: 'completed' },
    });
    expect(typed.status).toBe(400);
    expect(typed.body.fieldErrors).toEqual({ thirtyObsHours: MESSAGES.hoursAreEvidence });
    expect((await record(id)).thirtyObsHours).toBe('not completed');

    // Hours earned before the log, with a note (without one it is refused naming it): they count with the log.
    const bare = await call(t.app, 'POST', `/api/teachers/${id}/field-hours/before-portal`, {
      token: d.tokens.admin,
      body: { hours: 12, before: '2023-12-31' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors).toHaveProperty('note');
    const earlier = await call(t.app, 'POST', `/api/teachers/${id}/field-hours/before-portal`, {
      token: d.tokens.admin,
      body: { hours: 12, before: '2023-12-31', note: '12 hours at Lamar MS in 2023, signed log on file' },
    });
    expect(earlier.status).toBe(201);
    h = await hoursOf(id);
    expect(h.summary).toMatchObject({ confirmed: 36, complete: true });
    expect(h.thirtyObsHours).toBe('completed');
    expect((await record(id)).thirtyObsHours).toBe('completed');

    const { body: audit } = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${id}&limit=100`, { token: d.tokens.admin });
    const text = JSON.stringify(audit);
    expect(text).toContain('confirmed by the observed teacher');
    expect(text).toContain('approved, actively engaged');
    expect(text).toContain('12 hours earned before 2023-12-31, before the portal: 12 hours at Lamar MS in 2023');
  });

  it('the CSV export lists each entry per intern with who confirmed it', async () => {
    const res = await call(t.app, 'GET', '/api/field-hours?format=csv', { token: d.tokens.admin });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'TEA ID,Intern,Date,Hours,Actively engaged,Campus,Observed teacher,Observed teacher e-mail,Observed,Confirmation,Confirmed at,Comment,Program review,Reviewed by,Reviewed at,Approved without confirmation,Counts',
    );
    expect(lines.some((l) => l.includes('obs0@school.example') && l.endsWith(',yes'))).toBe(true);
    expect((await call(t.app, 'GET', '/api/field-hours?format=csv', { token: d.tokens.school })).status).toBe(403);
  });
});

describe('a confirmation nobody can serve themselves or abuse', () => {
  const intern = () => d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;
  const asIntern = (body: unknown) => call(t.app, 'POST', `/api/teachers/${intern()._id}/field-hours`, { token: d.tokens.teacher, body });

  it("refuses the intern's own addresses and another teacher's, naming observedEmail, and writes nothing", async () => {
    await admit(intern()._id, '2025-09-01');
    const other = d.teachers.find((x) => x._id !== intern()._id && x.contact.email)!;
    const before = await fingerprint(t.db);
    for (const [email, message] of [
      ['teacher@example.org', EVIDENCE_MESSAGES.ownEmail],
      ['Teacher@Example.org', EVIDENCE_MESSAGES.ownEmail],
      [other.contact.email, EVIDENCE_MESSAGES.teacherEmail],
    ]) {
      const res = await asIntern(visit({ observedEmail: email }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ observedEmail: message });
      expect(res.body.message).toContain('observedEmail');
    }
    expect(await fingerprint(t.db)).toBe(before);
    // The portal account's own address, when it differs from the record's, is the intern's too.
    await t.db.query("UPDATE users SET email = 'intern.login@example.net' WHERE teacher_id = $1", [intern()._id]);
    try {
      const res = await asIntern(visit({ observedEmail: 'intern.login@example.net' }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ observedEmail: EVIDENCE_MESSAGES.ownEmail });
    } finally {
      await t.db.query("UPDATE users SET email = 'teacher@example.org' WHERE teacher_id = $1", [intern()._id]);
    }
  });

  it("quotes the intern's text as plain text in the e-mail, every address disarmed, from the program", async () => {
    const res = await asIntern(
      visit({
        date: '2026-02-20',
        campus: 'URGENT: verify your district payroll at http://evil.example/login',
        observedName: '<a href="https://evil.example/pay">Ana</a>\n\nClick www.evil-pay.com now',
        observedEmail: 'target@elsewhere.example',
      }),
    );
    expect(res.status).toBe(201);
    await t.app.mailer.idle();
    const mail = [...sent].reverse().find((m) => m.to === 'target@elsewhere.example')!;
    const text = mail.text.replace(LINK, '<the confirmation link>');
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toContain('href');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('evil-pay.com');
    expect(text).toContain('Campus: "URGENT: verify your district payroll at evil[.]example/login"');
    expect(text).toContain('www[.]evil-pay[.]com');
    expect(text).toMatch(/did not expect this e-mail/);
    const [stored] = await t.db.query<{ subject: string }>("SELECT subject FROM outbox WHERE to_addr = 'target@elsewhere.example'");
    expect(stored.subject.startsWith(`${PROGRAM_NAME}:`)).toBe(true);
    expect(text).toContain(`This message is from ${PROGRAM_NAME}.`);
  });

  it("takes a date from the admission (or the record's creation without one) to today, naming date", async () => {
    const id = d.teachers[7]._id;
    await admit(id, '2025-10-01');
    const early = await log(id, visit({ date: '2025-09-30' }));
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual({ date: EVIDENCE_MESSAGES.dateBeforeStart('2025-10-01', 'admission') });
    const future = await log(id, visit({ date: '2026-03-03' }));
    expect(future.status).toBe(400);
    expect(future.body.fieldErrors).toEqual({ date: EVIDENCE_MESSAGES.dateInFuture });
    for (const date of ['2199-01-01', '1900-01-01']) expect((await log(id, visit({ date }))).status).toBe(400);
    expect((await log(id, visit({ date: '2025-10-01', observedEmail: 'first@school.example' }))).status).toBe(201);
    expect((await log(id, visit({ date: '2026-03-02', observedEmail: 'today@school.example' }))).status).toBe(201);

    await admit(id, '');
    await t.db.query("UPDATE teachers SET date_added = '2025-12-01T12:00:00Z' WHERE id = $1", [id]);
    const beforeRecord = await log(id, visit({ date: '2025-11-30', observedEmail: 'late2@school.example' }));
    expect(beforeRecord.status).toBe(400);
    expect(beforeRecord.body.fieldErrors).toEqual({ date: EVIDENCE_MESSAGES.dateBeforeStart('2025-12-01', 'record') });
    expect((await log(id, visit({ date: '2025-12-01', observedEmail: 'late2@school.example' }))).status).toBe(201);
  });

  it(`sends at most ${FIELD_HOURS_REQUESTS_A_DAY} confirmation requests in 24 hours per teacher`, async () => {
    const id = d.teachers[8]._id;
    await admit(id, '2025-01-01');
    for (let i = 0; i < FIELD_HOURS_REQUESTS_A_DAY; i++)
      expect((await log(id, visit({ date: '2026-02-01', observedEmail: `limit${i}@school.example` }))).status).toBe(201);
    // The requests' e-mails are sent first: their outbox rows change as they go.
    await t.app.mailer.idle();
    const before = await fingerprint(t.db);
    const over = await log(id, visit({ date: '2026-02-01', observedEmail: 'limit-over@school.example' }));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(EVIDENCE_MESSAGES.tooManyRequests);
    expect(await fingerprint(t.db)).toBe(before);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 86_400_000 + 1000);
      expect((await log(id, visit({ date: '2026-02-01', observedEmail: 'limit-over@school.example' }))).status).toBe(201);
    } finally {
      clock = start;
    }
  });

  it("warns staff on an entry confirmed from outside the schools' domains or for many interns", async () => {
    const school = d.schools[0];
    const domain = school.contactInfo.email.split('@')[1];
    const many = `busy.confirmer@${domain}`;
    const ids: string[] = [];
    for (let i = 0; i < FIELD_HOURS_CONFIRMER_MANY_INTERNS; i++) {
      const id = d.teachers[10 + i]._id;
      await admit(id, '2025-01-01');
      const r = await log(id, visit({ date: '2026-02-02', observedEmail: many }));
      expect(r.status).toBe(201);
      ids.push(r.body._id);
      expect((await confirm(await tokenFor(many))).status).toBe(200);
    }
    const outside = await log(d.teachers[10]._id, visit({ date: '2026-02-03', observedEmail: 'friend@gmail.example' }));
    expect(outside.status).toBe(201);
    const h = await hoursOf(d.teachers[10]._id);
    expect(h.entries.find((e) => e._id === outside.body._id)!.warnings).toEqual([FIELD_HOUR_WARNINGS.unknownDomain('gmail.example')]);
    expect(h.entries.find((e) => e._id === ids[0])!.warnings).toEqual([
      FIELD_HOUR_WARNINGS.manyInterns(FIELD_HOURS_CONFIRMER_MANY_INTERNS),
    ]);
  });
});
