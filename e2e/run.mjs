// Starts an SMTP sink and the real server (fresh embedded database with the demo data, mail sent to the sink)
// on free loopback ports, runs the browser journeys in tests/ with Node's test runner, then stops both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, ROOT } from './lib/server.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const mailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
const sink = await startSmtpSink({ dir: mailDir });
// CLIENT_TEST_HOOKS: pages throw on request (?__throw=render) for the error-panel journey; never set in production.
const server = await startServer({ dataDir, env: { SMTP_URL: sink.url, CLIENT_TEST_HOOKS: '1' } });
const filter = process.argv.slice(2);
const files = readdirSync(join(ROOT, 'e2e/tests'))
  .filter((f) => f.endsWith('.test.mjs') && (!filter.length || filter.some((x) => f.includes(x))))
  .map((f) => join(ROOT, 'e2e/tests', f));

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url, E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: mailDir },
  });
  child.on('exit', (c) => resolve(c ?? 1));
});
await server.stop();
await sink.close();
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
process.exit(code);
