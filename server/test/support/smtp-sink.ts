import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the sink received it: envelope recipients, decoded subject and plain-text body. */
export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

/** Header lines unfolded, names lower-cased. */
function headersOf(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

/** RFC 2047 encoded words (=?utf-8?B?...?= / =?utf-8?Q?...?=), as nodemailer writes a non-ASCII subject. */
const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

/** A single-part text/plain message (what the mailer sends) into subject and text. */
export function parseMail(raw: string, to: string[]): SinkMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  if (!type.toLowerCase().startsWith('text/plain')) throw new Error(`the SMTP sink reads text/plain mail only, got ${type}`);
  const text = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\r\n/g, '\n');
  return { to, subject: decodeWords(headers.get('subject') ?? ''), text };
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives (no TLS, no auth), for tests that
 * must read what only the mail transport gets. `waitFor` takes a message out, so each is returned once.
 */
export async function startSmtpSink() {
  const inbox: SinkMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        try {
          inbox.push(parseMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((r) => r.address.toLowerCase())));
          listeners.forEach((l) => l());
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string, subject: string | RegExp) => {
    const i = inbox.findIndex((m) => m.to.includes(to.toLowerCase()) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
    return i < 0 ? undefined : inbox.splice(i, 1)[0];
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages received and not yet taken. */
    inbox,
    /** The first message to `to` with this subject, once it has arrived (taken out of the inbox). */
    waitFor({ to, subject }: { to: string; subject: string | RegExp }, timeoutMs = 10_000): Promise<SinkMail> {
      const now = take(to, subject);
      if (now) return Promise.resolve(now);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail to ${to} with subject ${subject} within ${timeoutMs} ms (inbox: ${inbox.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'empty'})`));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
