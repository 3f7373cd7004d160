import { EVIDENCE_MESSAGES, FIELD_HOURS_LINK_DAYS, type Teacher, type TeacherFieldHours } from 'shared-domain';
import type { MailTransport } from '../src/services/mailer';
import { call, fingerprint, teacherPutBody, useDemoApp } from './support/test-app';

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
  it('moves with what counts, is kept on a record PUT, and can be set by hand with a note', async () => {
    // Admitted before 1 Sep 2024: 30 hours (§228.43).
    const id = d.teachers[3]._id;
    const base = await record(id);
    const put = await call(t.app, 'PUT', `/api/teachers/${id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(base), admissionDate: { when: 'before', day: '2024-05-01' }, thirtyObsHours: 'not completed' },
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

    // Approving the declined entry does not make it count.
    expect((await review(id, ids[4], { decision: 'approved', activelyEngaged: true })).status).toBe(200);
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
    expect(noNote.body.fieldErrors).toHaveProperty('note');
    expect((await review(id, last.body._id, { decision: 'returned', note: 'Wrong date' })).status).toBe(200);
    expect((await record(id)).thirtyObsHours).toBe('not completed');

    // The record form cannot type it while the log decides it.
    const typed = await call(t.app, 'PUT', `/api/teachers/${id}`, {
      token: d.tokens.admin,
      body: { ...teacherPutBody(await record(id)), thirtyObsHours: 'completed' },
    });
    expect(typed.status === 200 || typed.status === 304).toBe(true);
    expect((await record(id)).thirtyObsHours).toBe('not completed');

    // By hand, with a note (hours earned before the log); without a note it is refused naming it.
    const bare = await call(t.app, 'PUT', `/api/teachers/${id}/field-hours/manual`, {
      token: d.tokens.admin,
      body: { status: 'completed' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors).toHaveProperty('note');
    const manual = await call(t.app, 'PUT', `/api/teachers/${id}/field-hours/manual`, {
      token: d.tokens.admin,
      body: { status: 'completed', note: '12 hours at Lamar MS in 2023, signed log on file' },
    });
    expect(manual.status).toBe(200);
    expect(manual.body).toMatchObject({ thirtyObsHours: 'completed', manual: { status: 'completed', setBy: 'admin@example.org' } });
    h = await hoursOf(id);
    expect(h.summary.confirmed).toBe(24);

    const { body: audit } = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${id}&limit=100`, { token: d.tokens.admin });
    const text = JSON.stringify(audit);
    expect(text).toContain('confirmed by the observed teacher');
    expect(text).toContain('approved, actively engaged');
    expect(text).toContain('set by hand to \\"completed\\"');
  });

  it('the CSV export lists each entry per intern with who confirmed it', async () => {
    const res = await call(t.app, 'GET', '/api/field-hours?format=csv', { token: d.tokens.admin });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'TEA ID,Intern,Date,Hours,Actively engaged,Campus,Observed teacher,Observed teacher e-mail,Observed,Confirmation,Confirmed at,Comment,Program review,Reviewed by,Reviewed at,Counts',
    );
    expect(lines.some((l) => l.includes('obs0@school.example') && l.endsWith(',yes'))).toBe(true);
    expect((await call(t.app, 'GET', '/api/field-hours?format=csv', { token: d.tokens.school })).status).toBe(403);
  });
});
