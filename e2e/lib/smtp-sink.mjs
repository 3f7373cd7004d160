// A real SMTP server that keeps what the portal's mail transport (SMTP_URL) delivers to it: for tests that must
// read what only the mail transport gets (one-time links: the outbox keeps them masked). Used by the server's
// jest tests (in memory, `waitFor`) and by the browser tests, which run in other processes: with `dir`, each
// message is also written there as <n>.json for lib/mail.mjs to read.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message: envelope recipients (lower case), decoded subject and plain-text body. */
export async function parseMail(raw, to) {
  const parsed = await simpleParser(raw);
  return { to, subject: parsed.subject ?? '', text: (parsed.text ?? '').replace(/\r\n/g, '\n') };
}

/** Whether a received message is to `to` (any case) with this subject (a string, exactly, or a RegExp). */
export const matchesMail = (m, to, subject) =>
  m.to.includes(to.toLowerCase()) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject));

/** Starts the sink on a free loopback port (no TLS, no auth). */
export async function startSmtpSink({ dir } = {}) {
  const inbox = [];
  const listeners = new Set();
  let count = 0;
  const keep = (mail) => {
    if (dir) {
      count += 1;
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const name = `${String(count).padStart(6, '0')}.json`;
      writeFileSync(join(dir, `.${name}`), JSON.stringify({ ...mail, receivedAt: new Date().toISOString() }));
      renameSync(join(dir, `.${name}`), join(dir, name));
    } else {
      inbox.push(mail);
      listeners.forEach((l) => l());
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      parseMail(stream, to).then(
        (mail) => {
          keep(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();

  const take = (to, subject) => {
    const i = inbox.findIndex((m) => matchesMail(m, to, subject));
    return i < 0 ? undefined : inbox.splice(i, 1)[0];
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages received and not yet taken (empty with `dir`: they are in the folder). */
    inbox,
    /** The first message to `to` with this subject (a string, exactly, or a RegExp), once it has arrived; it is taken out. */
    waitFor({ to, subject }, timeoutMs = 10_000) {
      const now = take(to, subject);
      if (now) return Promise.resolve(now);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(
              `no mail to ${to} with subject ${subject} within ${timeoutMs} ms (inbox: ${inbox.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'empty'})`,
            ),
          );
        }, timeoutMs);
        function check() {
          const m = take(to, subject);
          if (!m) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(m);
        }
        listeners.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
