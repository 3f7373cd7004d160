// A real SMTP server for the browser tests: the portal's mail transport delivers to it (SMTP_URL), and it
// writes each message as a JSON file into a folder the tests read (lib/mail.mjs). One-time links reach the
// tests only this way: the outbox keeps them masked.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Header lines unfolded, names lower-cased. */
function headersOf(head) {
  const map = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

const hexBytes = (s) => s.replace(/=([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

/** RFC 2047 encoded words, as nodemailer writes a non-ASCII subject. */
const decodeWords = (value) =>
  value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset, enc, data) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(hexBytes(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );

function decodeBody(body, encoding) {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(hexBytes(body.replace(/=\r?\n/g, '')), 'latin1').toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

/** A single-part text/plain message (what the portal sends) into { to, subject, text }. */
export function parseMail(raw, to) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  if (!type.toLowerCase().startsWith('text/plain')) throw new Error(`the SMTP sink reads text/plain mail only, got ${type}`);
  const text = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\r\n/g, '\n');
  return { to, subject: decodeWords(headers.get('subject') ?? ''), text };
}

/** Starts the sink on a free loopback port (no TLS, no auth); each message lands in `dir` as <n>.json. */
export async function startSmtpSink({ dir }) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        try {
          const mail = parseMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
          count += 1;
          // Written whole under a temporary name, then renamed: a reader never sees half a file.
          const name = `${String(count).padStart(6, '0')}.json`;
          writeFileSync(join(dir, `.${name}`), JSON.stringify({ ...mail, receivedAt: new Date().toISOString() }));
          renameSync(join(dir, `.${name}`), join(dir, name));
          callback();
        } catch (err) {
          callback(err);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
