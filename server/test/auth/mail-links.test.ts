import { MESSAGES, type OutboxMessage } from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/types';
import { createOutboxRepository, LINK_MASK, LINK_NOT_RESENT } from '../../src/repositories/outbox-repository';
import { mails, resetLinkUrl } from '../../src/services/mail-templates';
import { createMailer, LINK_LOST, type MailTransport, type Mailer } from '../../src/services/mailer';
import { startSmtpSink, type SmtpSink } from '../../../e2e/lib/smtp-sink.mjs';
import { call, createTestApp, EMAILS, signIn, useDemoApp, useTestApp, type Demo, type TestApp } from '../support/test-app';

const LINK = /http:\/\/portal\.test\/reset-password#token=([\w-]+)/;

/** Every row of every table that holds `secret` anywhere in it, as text. */
async function rowsHolding(db: Database, secret: string): Promise<string[]> {
  const tables = await db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  expect(tables.map((r) => r.t)).toEqual(expect.arrayContaining(['outbox', 'audit_log', 'auth_tokens']));
  const found: string[] = [];
  for (const { t } of tables) {
    const rows = await db.query<{ r: string }>(`SELECT x::text AS r FROM "${t}" x WHERE strpos(x::text, $1) > 0`, [secret]);
    found.push(...rows.map((row) => `${t}: ${row.r}`));
  }
  return found;
}

/** A real program's database: without the demo data set (whose sign-ins are public) no link is ever kept. */
const withoutDemoData = (t: TestApp) => beforeAll(() => t.db.query(`DELETE FROM seeded_data_sets`));

const outboxOf = async (t: TestApp, d: Demo, to: string, kind: OutboxMessage['kind']) =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body.filter((m) => m.to === to && m.kind === kind);

describe('with SMTP: a real SMTP server through SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  const { t, d } = useDemoApp(() => ({ env: { SMTP_URL: sink.url } }));
  withoutDemoData(t);
  // Declared after useDemoApp's afterAll, so it runs after the app has closed.
  afterAll(() => sink.close());

  it('forgot password: the delivered e-mail has the working link; the outbox and the database only have it masked', async () => {
    const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: EMAILS.supervisor } });
    expect(res.body.message).toBe(MESSAGES.forgotPasswordSent);
    const mail = await sink.waitFor({ to: EMAILS.supervisor, subject: 'Reset your password' });
    const [link, token] = LINK.exec(mail.text)!;
    await t.app.mailer.idle();

    const [stored] = await outboxOf(t, d, EMAILS.supervisor, 'password-reset');
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.body).toBe(mail.text.replace(link, LINK_MASK));
    expect(stored.body).not.toContain('token=');
    expect(await rowsHolding(t.db, token)).toEqual([]);

    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'from-the-mail-2026' } });
    expect(reset.status).toBe(200);
    await signIn(t.app, EMAILS.supervisor, 'from-the-mail-2026');
  });

  it('an invitation sent by an admin: e-mailed with its link, masked in the outbox', async () => {
    const school = d.schools.find((s) => !s.accountEmail)!;
    const to = school.contactInfo.email.toLowerCase();
    const res = await call(t.app, 'POST', '/api/accounts/reset-link', { token: d.tokens.admin, body: { kind: 'school', id: school._id } });
    expect(res.body).toMatchObject({ success: true, invitation: true });
    const mail = await sink.waitFor({ to, subject: 'You are invited to the teacher portal' });
    const [link, token] = LINK.exec(mail.text)!;
    await t.app.mailer.idle();

    const [stored] = await outboxOf(t, d, to, 'invitation');
    expect(stored.status).toBe('sent');
    expect(stored.body).toBe(mail.text.replace(link, LINK_MASK));
    expect(await rowsHolding(t.db, token)).toEqual([]);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'set-by-school-1' } })).status).toBe(200);
    await signIn(t.app, to, 'set-by-school-1');
  });

  it('mails without a link are stored whole and sent as they are', async () => {
    const pending = d.pendingSchool;
    await call(t.app, 'PUT', `/api/schools/${pending._id}`, { token: d.tokens.admin, body: { status: 'active' } });
    const mail = await sink.waitFor({ to: EMAILS.pendingSchool, subject: 'Your school account has been approved' });
    await t.app.mailer.idle();
    const [stored] = await outboxOf(t, d, EMAILS.pendingSchool, 'school-approved');
    expect(stored).toMatchObject({ status: 'sent', body: mail.text });
  });
});

describe('without SMTP', () => {
  const lines: string[] = [];
  const { t, d } = useDemoApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  withoutDemoData(t);

  it('the link is written to the server log at info level (for local use); the outbox keeps it masked', async () => {
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: EMAILS.school } });
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; link?: string }).find((l) => l.link);
    expect(logged).toMatchObject({ level: 30, link: expect.stringMatching(LINK) });
    expect(logged!.msg).toContain(logged!.link);
    const token = LINK.exec(logged!.link!)![1];

    const [stored] = await outboxOf(t, d, EMAILS.school, 'password-reset');
    expect(stored.status).toBe('stored');
    expect(stored.body).toContain(LINK_MASK);
    expect(await rowsHolding(t.db, token)).toEqual([]);
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'from-the-log-2026' } })).status).toBe(200);
    await signIn(t.app, EMAILS.school, 'from-the-log-2026');
  });
});

describe('on the demo data (its sign-ins are public): the Outbox page shows the link, without SMTP', () => {
  const { t, d } = useDemoApp();

  it('a reset e-mail shows its working link to the admin; once the demo data is gone it is masked again', async () => {
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: EMAILS.supervisor } });
    const [stored] = await outboxOf(t, d, EMAILS.supervisor, 'password-reset');
    expect(stored.status).toBe('stored');
    expect(stored.body).not.toContain(LINK_MASK);
    const token = LINK.exec(stored.body)![1];
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'from-the-outbox-2026' } })).status).toBe(200);
    await signIn(t.app, EMAILS.supervisor, 'from-the-outbox-2026');

    await t.db.query(`DELETE FROM seeded_data_sets`);
    const [masked] = await outboxOf(t, d, EMAILS.supervisor, 'password-reset');
    expect(masked.body).toContain(LINK_MASK);
    expect(masked.body).not.toContain(token);
  });

  it('a mail written while the database did not hold the demo data keeps no link, even when demo data is loaded later', async () => {
    await t.db.query(`DELETE FROM seeded_data_sets`);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: EMAILS.school } });
    await t.db.query(`INSERT INTO seeded_data_sets (name) VALUES ('demo') ON CONFLICT DO NOTHING`);
    const [stored] = await outboxOf(t, d, EMAILS.school, 'password-reset');
    expect(stored.body).toContain(LINK_MASK);
    expect(stored.body).not.toMatch(LINK);
  });
});

describe('a link lives only in the memory of the server that wrote it', () => {
  let t: TestApp;
  const mailers: Mailer[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // A real program's database (no demo data): the rows keep no link.
    await t.db.query(`DELETE FROM seeded_data_sets`);
  });
  afterAll(async () => {
    for (const m of mailers) await m.close();
    await t.close();
  });

  /** A mail transport that records what it is given, or fails every time. */
  const transport = (fail: boolean) => {
    const sent: string[] = [];
    const tried: string[] = [];
    const it: MailTransport & { sent: string[]; tried: string[] } = {
      sent,
      tried,
      async sendMail(m) {
        tried.push(m.to);
        if (fail) throw new Error('SMTP down');
        sent.push(m.to);
      },
    };
    return it;
  };
  /** A server's mailer (maxAttempts 2) on the shared database. */
  const server = (via: MailTransport) => {
    const mailer = createMailer({
      db: t.db,
      logger: t.app.log,
      from: 'portal@example.org',
      transport: via,
      maxAttempts: 2,
      retryMs: 60_000,
    });
    mailers.push(mailer);
    return mailer;
  };
  const queueReset = (mailer: Mailer, to: string) =>
    t.db.transaction((tx) => mailer.enqueue(tx, mails.passwordReset(to, resetLinkUrl('http://portal.test', `tok-${to.split('@')[0]}`))));
  const row = async (to: string) => (await createOutboxRepository(t.db).list()).find((m) => m.to === to)!;
  const pass = async (mailer: Mailer) => {
    mailer.kick();
    await mailer.idle();
  };

  it('only that server sends it, retrying while it holds it; out of attempts, the row says a new link is needed', async () => {
    const down = transport(true);
    const up = transport(false);
    const writer = server(down);
    const replica = server(up);
    await queueReset(writer, 'held@example.org');
    await pass(writer);
    expect(await row('held@example.org')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP down' });
    expect((await row('held@example.org')).body).toContain(LINK_MASK);

    // Another replica (or this one after a restart) has no link to send: it leaves the row alone.
    await pass(replica);
    expect(up.tried).not.toContain('held@example.org');
    expect(await row('held@example.org')).toMatchObject({ status: 'failed', attempts: 1 });

    await pass(writer);
    expect(await row('held@example.org')).toMatchObject({ status: 'failed', attempts: 2, lastError: `SMTP down. ${LINK_NOT_RESENT}` });
    await pass(writer);
    expect(down.tried.filter((to) => to === 'held@example.org')).toHaveLength(2);
  });

  it('a retry that succeeds delivers the real link', async () => {
    let failNext = true;
    const texts: string[] = [];
    const writer = server({
      async sendMail(m) {
        if (failNext) {
          failNext = false;
          throw new Error('SMTP busy');
        }
        texts.push(m.text);
      },
    });
    await queueReset(writer, 'retry@example.org');
    await pass(writer);
    await pass(writer);
    expect(await row('retry@example.org')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(texts[0]).toContain('http://portal.test/reset-password#token=tok-retry\n');
  });

  it('a server that shuts down marks its unsent links failed; one that crashed is noticed by another server', async () => {
    const stopping = server(transport(false));
    await queueReset(stopping, 'stopped@example.org');
    await stopping.close();
    expect(await row('stopped@example.org')).toMatchObject({ status: 'failed', attempts: 0, lastError: LINK_LOST });

    // A server that dies holds its link in memory only; its row stays pending until another server sees it is too old.
    const crashed = server(transport(false));
    await queueReset(crashed, 'crashed@example.org');
    const up = transport(false);
    const other = server(up);
    await pass(other);
    expect(await row('crashed@example.org')).toMatchObject({ status: 'pending', lastError: null });
    await t.db.query(`UPDATE outbox SET created_at = created_at - interval '1 hour' WHERE to_addr = 'crashed@example.org'`);
    const later = server(up);
    await pass(later);
    expect(await row('crashed@example.org')).toMatchObject({ status: 'failed', attempts: 0, lastError: LINK_LOST });
    expect(up.tried).not.toContain('crashed@example.org');
  });
});

describe('upgrade', () => {
  const t = useTestApp();

  it('the migration masks links stored before it, and an unsent one becomes failed with the reason', async () => {
    // The database as it was before 005: no secret_link column, raw links in the bodies.
    await t.db.exec(`ALTER TABLE outbox DROP COLUMN secret_link; DELETE FROM schema_migrations WHERE version = '005-outbox-secret-links'`);
    const body = (token: string) =>
      `Hello,\n\nUse this link within 1 hour to choose a new password:\nhttp://portal.test/reset-password?token=${token}\n\nBye.\n`;
    for (const [id, token, status] of [
      ['00000000-0000-4000-8000-000000000001', 'oldSentToken123', 'sent'],
      ['00000000-0000-4000-8000-000000000002', 'oldPendingToken456', 'pending'],
    ]) {
      await t.db.query(
        `INSERT INTO outbox (id, to_addr, subject, body, kind, status) VALUES ($1, 'old@example.org', 'Reset your password', $2, 'password-reset', $3)`,
        [id, body(token), status],
      );
    }
    expect(await migrate(t.db)).toEqual(['005-outbox-secret-links']);
    const old = (await createOutboxRepository(t.db).list()).filter((m) => m.to === 'old@example.org');
    expect(old.map((m) => m.body)).toEqual(
      [body('x'), body('x')].map((b) => b.replace('http://portal.test/reset-password?token=x', LINK_MASK)),
    );
    expect(old.find((m) => m._id.endsWith('1'))).toMatchObject({ status: 'sent', lastError: null });
    expect(old.find((m) => m._id.endsWith('2'))).toMatchObject({ status: 'failed' });
    expect(old.find((m) => m._id.endsWith('2'))!.lastError).toContain(LINK_NOT_RESENT);
    expect(await rowsHolding(t.db, 'oldSentToken123')).toEqual([]);
    expect(await rowsHolding(t.db, 'oldPendingToken456')).toEqual([]);
  });
});
