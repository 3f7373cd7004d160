// PostgreSQL restarts under load: while it is down the API answers 503 with a message to try again
// (quickly: never a hang, never a 500), /api/health/ready says not ready, and within seconds of its return the API
// serves again by itself, with every write it answered 201 there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { client, postgresBin, signIn, sleep, teacherBody, testPortal, testPostgres } from './lib/portal.mjs';

const TRY_AGAIN = 'The database is not available right now. Please try again in a few seconds.';

test(
  'PostgreSQL restart under load: 503 while down, serves again after, no committed write lost',
  { timeout: 240_000, skip: !postgresBin() && 'PostgreSQL is not installed' },
  async (t) => {
    const pg = await testPostgres(t);
    const databaseUrl = await pg.createDatabase('restart');
    const api = await testPortal(t, { databaseUrl, env: { SEED: 'demo' } });
    const call = client(api.url);
    const admin = await signIn(api.url, 'admin@example.org');

    const results = [];
    let stop = false;
    const worker = async (w) => {
      for (let i = 0; !stop; i++) {
        const started = Date.now();
        const write = i % 2 === 0;
        const last = `Restart${w}x${i}`;
        const r = await (
          write
            ? call('POST', '/api/teachers', { token: admin, body: teacherBody('Db', last) })
            : call('GET', '/api/settings', { token: admin })
        ).catch((err) => ({ status: `error ${err.message}`, body: null }));
        results.push({ write, last, status: r.status, message: r.body?.message, ms: Date.now() - started, started });
        if (r.status !== 200 && r.status !== 201) await sleep(100);
      }
    };
    const load = [1, 2, 3].map(worker);
    const readiness = [];
    const probe = (async () => {
      while (!stop) {
        const r = await call('GET', '/api/health/ready').catch(() => ({ status: 'error' }));
        readiness.push({ at: Date.now(), status: r.status });
        await sleep(200);
      }
    })();

    // The load stops however this ends: a failure below must not leave the workers looping (the run would hang).
    t.after(() => {
      stop = true;
    });
    await sleep(1500);
    const downAt = Date.now();
    await pg.restart(3000);
    const upAt = Date.now();
    // Serving again within a few seconds of the database's return (a refused connection means the API died).
    let servingAt = null;
    while (Date.now() - upAt < 15_000) {
      const r = await call('GET', '/api/settings', { token: admin }).catch((err) => {
        stop = true;
        throw new Error(`the API stopped answering after the database restart: ${err.cause?.code ?? err.message}`);
      });
      if (r.status === 200) {
        servingAt = Date.now();
        break;
      }
      await sleep(100);
    }
    await sleep(1500);
    stop = true;
    await Promise.all([...load, probe]);

    assert.ok(
      servingAt !== null && servingAt - upAt < 10_000,
      `the API served again ${servingAt && servingAt - upAt} ms after the database came back`,
    );
    const bad = results.filter((r) => ![200, 201, 503].includes(r.status));
    assert.deepEqual(bad, [], 'every answer is a success or a 503 (never a 500, never a dropped connection)');
    const unavailable = results.filter((r) => r.status === 503);
    assert.ok(unavailable.length > 0, 'some requests met the database down');
    for (const r of unavailable) {
      assert.equal(r.message, TRY_AGAIN);
      assert.ok(r.ms < 6000, `a 503 came after ${r.ms} ms (no hang)`);
    }
    assert.ok(
      readiness.some((r) => r.status === 503 && r.at > downAt && r.at < upAt),
      'ready said not ready while the database was down',
    );
    assert.equal(readiness.at(-1).status, 200, 'ready again at the end');
    // Every write answered 201 is stored (once); the others at most once.
    const list = (await call('GET', '/api/teachers/all?view=list', { token: admin })).body;
    const count = new Map();
    for (const x of list) {
      const name = JSON.stringify(x).match(/Restart\dx\d+/)?.[0];
      if (name) count.set(name, (count.get(name) ?? 0) + 1);
    }
    for (const r of results.filter((x) => x.write)) {
      const n = count.get(r.last) ?? 0;
      if (r.status === 201) assert.equal(n, 1, `${r.last} answered 201 and is stored ${n} times`);
      else assert.ok(n <= 1, `${r.last} stored ${n} times`);
    }
    t.diagnostic(
      `requests ${results.length}, 503s ${unavailable.length} (slowest ${Math.max(...unavailable.map((r) => r.ms))} ms), serving again ${servingAt - upAt} ms after PostgreSQL was back (down ${upAt - downAt} ms)`,
    );
  },
);
