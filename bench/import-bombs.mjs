// Each hostile spreadsheet sent to the import's dry run of the built server (a fresh server per
// file). Prints the answer (status and message, or the time-out), how long the server took to answer /api/health
// meanwhile, and the server's RSS before, at its peak (VmHWM) and after.
// node --import tsx bench/import-bombs.mjs [timeout seconds, default 30]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from '../scripts/portal.mjs';
import { blankLinesCsv, hugeDimensionXlsx, rowsCsv, rowsXlsx, XLSX_TYPE, zipBombXlsx } from '../server/test/support/bomb-files.ts';

const TIMEOUT = Number(process.argv[2] ?? 30) * 1000;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const status = (pid, key) => {
  try {
    return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return NaN;
  }
};

const files = [
  ['zip bomb (.xlsx, sheet inflates to 1 GB)', 'bomb.xlsx', XLSX_TYPE, zipBombXlsx(1024)],
  ['huge dimension (.xlsx, A1 + XFD1048576)', 'huge.xlsx', XLSX_TYPE, await hugeDimensionXlsx()],
  ['10 MB of blank lines (.csv)', 'blank.csv', 'text/csv', blankLinesCsv(10)],
  ['20,001 rows (.csv)', 'rows.csv', 'text/csv', Buffer.from(rowsCsv(20_001))],
  ['20,001 rows (.xlsx)', 'rows.xlsx', XLSX_TYPE, await rowsXlsx(20_001)],
];

for (const [label, name, type, data] of files) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bomb-bench-'));
  const portal = await startPortal({ dataDir, databaseUrl: process.env.DATABASE_URL ?? '', seed: 'demo', timeoutMs: 300_000 });
  try {
    const signin = await fetch(`${portal.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password: 'demo-pass-2026' }),
    });
    const { token } = await signin.json();
    // The peak so far is the start-up's (migrations, demo data): reset it (Linux), so that VmHWM is this request's.
    writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
    const rssBefore = status(portal.pid, 'VmRSS');
    let slowestHealth = 0;
    let healthFailures = 0;
    let done = false;
    const pinger = (async () => {
      while (!done) {
        const t0 = performance.now();
        try {
          await fetch(`${portal.url}/api/health`, { signal: AbortSignal.timeout(TIMEOUT) });
        } catch {
          healthFailures++;
        }
        slowestHealth = Math.max(slowestHealth, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const form = new FormData();
    form.append('mapping', JSON.stringify({ 'First Name': 'name.first' }));
    form.append('file', new Blob([data], { type }), name);
    const started = performance.now();
    let answer;
    try {
      const res = await fetch(`${portal.url}/api/teachers/import?dryRun=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT),
      });
      const body = await res.json().catch(() => ({}));
      answer = `${res.status} ${JSON.stringify(body.message ?? `rows ${body.rows}`)}`;
    } catch (err) {
      answer = err.name === 'TimeoutError' ? `no answer in ${TIMEOUT / 1000} s` : `failed: ${err.message}`;
    }
    const s = ((performance.now() - started) / 1000).toFixed(1);
    done = true;
    await pinger;
    const alive = status(portal.pid, 'VmRSS');
    console.log(
      `${label} [${(data.length / 1024).toFixed(0)} KB]: ${answer} after ${s} s; /api/health slowest ${(slowestHealth / 1000).toFixed(1)} s` +
        `${healthFailures ? ` (${healthFailures} failed)` : ''}; server RSS ${mb(rssBefore)} before, peak ${mb(status(portal.pid, 'VmHWM'))}, ` +
        `${Number.isNaN(alive) ? 'server gone' : `${mb(alive)} after`}`,
    );
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
