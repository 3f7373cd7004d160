// 10,000 teacher rows imported in one request against the built server (embedded PGlite, or PostgreSQL
// with DATABASE_URL). Prints the request's time and the server process's RSS before and at its peak (VmHWM).
// node bench/import-10k.mjs [rows]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from '../scripts/portal.mjs';

const ROWS = Number(process.argv[2] ?? 10_000);
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const status = (pid, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-bench-'));
const portal = await startPortal({
  dataDir,
  databaseUrl: process.env.DATABASE_URL ?? '',
  seed: 'demo',
});
try {
  const signin = await fetch(`${portal.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'demo-pass-2026' }),
  });
  const { token } = await signin.json();
  const head = 'First Name,Last Name,TEA ID,Email,Status,District,Campus,Phone,Remaining Balance (USD)';
  const lines = [head];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `First${i},Last${i},${6_000_000 + i},bench${i}@example.org,pending,Austin ISD,Campus ${i % 40},(512) 555-0100,${(i % 500).toFixed(2)}`,
    );
  }
  const csv = lines.join('\r\n');
  const mapping = {
    'First Name': 'name.first',
    'Last Name': 'name.last',
    'TEA ID': 'teaId',
    Email: 'contact.email',
    Status: 'teacherStatus',
    District: 'placement.districtName',
    Campus: 'placement.campusName',
    Phone: 'contact.phoneNumber',
    'Remaining Balance (USD)': 'financials.remainingBalance',
  };
  const rssBefore = status(portal.pid, 'VmRSS');
  const hwmBefore = status(portal.pid, 'VmHWM');
  for (const dryRun of [true, false]) {
    const form = new FormData();
    form.append('mapping', JSON.stringify(mapping));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const res = await fetch(`${portal.url}/api/teachers/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    const s = (performance.now() - started) / 1000;
    console.log(
      `${dryRun ? 'dry run' : 'commit '}: ${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV) -> ${res.status} ` +
        `created ${body.created}, errors ${body.errors?.length}, ${s.toFixed(1)} s; server RSS ${mb(rssBefore)} before (peak so far ${mb(hwmBefore)}), peak ${mb(status(portal.pid, 'VmHWM'))}, now ${mb(status(portal.pid, 'VmRSS'))}`,
    );
  }
} finally {
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
