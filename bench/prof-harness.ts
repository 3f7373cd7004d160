// One call through app.inject on a seeded data directory, with every statement counted and timed.
// DATA_DIR=<seeded copy> npx tsx bench/prof-harness.ts <url> [repeat]   (run under node --cpu-prof for a profile)
import { writeFileSync } from 'node:fs';
import { buildApp } from '../server/src/app';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open';
import { loadEnv } from '../server/src/env';
import type { Database } from '../server/src/db/types';

function counted(db: Database) {
  const stats = { n: 0, ms: 0, slow: [] as { ms: number; sql: string }[] };
  let chain: Promise<unknown> = Promise.resolve();
  const wrap = (q: Database['query']) =>
    (async (text: string, params?: unknown[]) => {
      // One at a time, so each statement's time is its own (PGlite runs one at a time anyway).
      const before = chain;
      let release!: () => void;
      chain = new Promise<void>((r) => (release = r));
      await before;
      const t0 = performance.now();
      try {
        return await q(text, params);
      } finally {
        release();
        const ms = performance.now() - t0;
        stats.n++;
        stats.ms += ms;
        stats.slow.push({ ms, sql: text.replace(/\s+/g, ' ').slice(0, 140) });
      }
    }) as Database['query'];
  const query = wrap(db.query.bind(db));
  const transaction = db.transaction.bind(db);
  const proxy = Object.assign(Object.create(db), {
    query,
    transaction: (fn: Parameters<Database['transaction']>[0]) =>
      transaction((tx) => fn({ ...tx, query: wrap(tx.query.bind(tx)), exec: tx.exec.bind(tx) })),
  }) as Database;
  return { proxy, stats };
}

async function main() {
  const [url, repeat = '2'] = process.argv.slice(2);
  const env = loadEnv({ ...process.env, JWT_SECRET: 'bench-secret-long-enough-for-hs256', SEED: 'none', NODE_ENV: 'production' });
  const raw = await openDatabase(env);
  await migrate(raw);
  const { proxy, stats } = counted(raw);
  const app = await buildApp({ env, db: proxy, logger: process.env.LOG ? { level: 'error' } : false });
  await app.ready();
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'admin@example.org', password: 'demo-pass-2026' },
  });
  const { token } = JSON.parse(signin.body) as { token?: string };
  if (!token) console.log(signin.statusCode, signin.body.slice(0, 300));
  for (let i = 0; i < Number(repeat); i++) {
    stats.n = 0;
    stats.ms = 0;
    stats.slow = [];
    const t0 = performance.now();
    const post = url.startsWith('POST ');
    const res = await app.inject({
      method: post ? 'POST' : 'GET',
      url: url.replace(/^POST /, ''),
      ...(post ? { payload: {} } : {}),
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    const ms = performance.now() - t0;
    const lines = url.includes('csv') ? res.body.split('\r\n').length - 2 : 0;
    console.log(
      JSON.stringify({
        call: i + 1,
        status: res.statusCode,
        ms: Math.round(ms),
        bytes: res.rawPayload.length,
        lines,
        rowsPerS: lines ? Math.round(lines / (ms / 1000)) : undefined,
        statements: stats.n,
        sqlMs: Math.round(stats.ms),
      }),
    );
    for (const s of stats.slow.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`  ${s.ms.toFixed(1)} ms  ${s.sql}`);
    if (process.env.SAVE_BODY) writeFileSync(`${process.env.SAVE_BODY}.${i}`, res.rawPayload);
  }
  await app.close();
  await raw.close();
}
void main();
