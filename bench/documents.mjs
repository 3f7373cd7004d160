// Document upload and download throughput for a 10 MB file, and the server's RSS while 5 uploads run at once
// (goal: under the idle figure + 100 MB: files stream into the database, never held whole more than once).
// Part of `npm run bench`; alone: `npm run bench -- --documents`, or `node bench/documents.mjs` (DATABASE_URL for PostgreSQL).
import { readFileSync } from 'node:fs';
import { startPortal } from '../scripts/portal.mjs';
import { rm, tempDir } from '../reliability/lib/portal.mjs';

const MB = 1024 * 1024;
const rssMB = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** A 10 MB PDF (by its magic bytes) of varying bytes. */
function pdf(size = 10 * MB - 64) {
  const b = Buffer.alloc(size);
  b.write('%PDF-1.7\n');
  let x = 1;
  for (let i = 9; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    b[i] = x >> 16;
  }
  return b;
}

/** Rows for the bench table: [group, name, value, unit, note]. */
export async function documentsBench({ label = 'PGlite', databaseUrl = '', log = () => {} } = {}) {
  const rows = [];
  const add = (name, value, unit = '', note = '') => rows.push({ group: `documents ${label}`, name, value, unit, note });
  const dataDir = tempDir('bench-documents');
  const server = await startPortal({ dataDir, databaseUrl, seed: 'demo' });
  try {
    const signin = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password: 'demo-pass-2026' }),
    });
    const { token } = await signin.json();
    const auth = { authorization: `Bearer ${token}` };
    const teachers = await (await fetch(`${server.url}/api/teachers/all`, { headers: auth })).json();
    const file = pdf();
    const send = async (teacherId, kind = 'transcript') => {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
      const res = await fetch(`${server.url}/api/teachers/${teacherId}/documents/${kind}`, { method: 'POST', headers: auth, body: form });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
      return body;
    };
    await new Promise((r) => setTimeout(r, 4000)); // the list warm-up after start
    const idle = rssMB(server.pid);
    add('server RSS idle', idle, 'MB');

    log('documents: one 10 MB upload and download');
    let t0 = performance.now();
    const doc = await send(teachers[0]._id);
    const upMs = performance.now() - t0;
    add('upload 10 MB (one request)', Math.round(upMs), 'ms', `${((file.length / MB / upMs) * 1000).toFixed(1)} MB/s`);
    t0 = performance.now();
    const res = await fetch(`${server.url}${doc.downloadUrl}`, { headers: auth });
    const got = Buffer.from(await res.arrayBuffer());
    const downMs = performance.now() - t0;
    add(
      'download 10 MB (one request)',
      Math.round(downMs),
      'ms',
      `${((got.length / MB / downMs) * 1000).toFixed(1)} MB/s${Buffer.compare(got, file) === 0 ? ', same bytes' : ', BYTES DIFFER'}`,
    );

    log('documents: 5 uploads at once');
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, rssMB(server.pid));
    }, 50);
    t0 = performance.now();
    await Promise.all(teachers.slice(1, 6).map((t) => send(t._id, 'certificate')));
    const allMs = performance.now() - t0;
    clearInterval(timer);
    peak = Math.max(peak, rssMB(server.pid));
    add('5 uploads of 10 MB at once', Math.round(allMs), 'ms', `${(((5 * file.length) / MB / allMs) * 1000).toFixed(1)} MB/s in all`);
    add(
      'server RSS peak during them',
      peak,
      'MB',
      `+${peak - idle} MB over idle; goal < idle + 100 MB: ${peak - idle < 100 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
    rm(dataDir);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await documentsBench({
    label: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    databaseUrl: process.env.DATABASE_URL ?? '',
    log: (m) => process.stderr.write(`${m}\n`),
  });
  for (const r of rows) console.log(`${r.group} | ${r.name} | ${r.value} ${r.unit} | ${r.note}`);
}
