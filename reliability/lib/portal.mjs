// Helpers for the reliability tests: the real server as a child process (production mode, loopback, free port),
// a throwaway PostgreSQL cluster, and a small JSON client. Every process and directory is cleaned up by the caller
// through the returned stop()/cleanup functions (tests register them with t.after).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../../e2e/lib/server.mjs';

export { ROOT };
export const DEMO_PASSWORD = 'demo-pass-2026';
export const ADMIN = 'admin@example.org';

export const tempDir = (prefix) => mkdtempSync(join(tmpdir(), `portal-rel-${prefix}-`));
export const rm = (dir) => rmSync(dir, { recursive: true, force: true });
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts server/src/server.ts; resolves once /api/health answers. `kill(signal)` and `exited` expose the process. */
export async function startPortal({ dataDir, databaseUrl = '', env = {}, timeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir ?? '', DATABASE_URL: databaseUrl,
      SEED: 'demo', PUBLIC_URL: url, LOG_LEVEL: 'warn', JWT_SECRET: 'reliability-secret-long-enough-for-hs256', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(150);
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    /** SIGTERM, SIGKILL after 15 s; resolves with the exit. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
        const r = await exited;
        clearTimeout(t);
        return r;
      }
      return exited;
    },
  };
}

/** The newest Debian PostgreSQL bin directory, or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const v = readdirSync(base).filter((d) => existsSync(join(base, d, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))[0];
  return v ? join(base, v, 'bin') : null;
}

/** A throwaway PostgreSQL cluster on a free loopback port (as the postgres user when we are root). */
export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = tempDir('pg');
  chmodSync(dir, 0o755);
  const root = process.getuid?.() === 0;
  if (root) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pw.stdout), Number(gid.stdout));
  }
  const asPg = (cmd, args) => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const init = spawnSync(...asPg(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-sync']), { encoding: 'utf8' });
  if (init.status !== 0) {
    rm(dir);
    throw new Error(`initdb failed: ${init.stderr}`);
  }
  const port = await freePort();
  const [cmd, args] = asPg(join(bin, 'postgres'), ['-D', join(dir, 'data'), '-h', '127.0.0.1', '-p', String(port), '-k', '', '-c', 'max_connections=200']);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const base = `postgres://app@127.0.0.1:${port}`;
  const { default: pg } = await import('pg');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const c = new pg.Client({ connectionString: `${base}/postgres` });
    try {
      await c.connect();
      await c.end();
      break;
    } catch {
      await c.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error('PostgreSQL did not start');
      await sleep(150);
    }
  }
  const exited = new Promise((r) => child.once('exit', r));
  return {
    /** A new empty database; returns its URL. */
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: `${base}/postgres` });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return `${base}/${name}`;
    },
    async stop() {
      // The postmaster runs as postgres (runuser's child): a fast shutdown through its pid file.
      const pidFile = join(dir, 'data', 'postmaster.pid');
      if (existsSync(pidFile)) {
        const { readFileSync } = await import('node:fs');
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          /* gone */
        }
      }
      await Promise.race([exited, sleep(10_000)]);
      child.kill('SIGKILL');
      rm(dir);
    },
  };
}

/** A JSON client for one server: returns { status, body, headers }; never throws on HTTP status. */
export function client(url) {
  return async function call(method, path, { token, body, headers = {} } = {}) {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}

export async function signIn(url, email = ADMIN, password = DEMO_PASSWORD) {
  const res = await client(url)('POST', '/api/auth/signin', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** A valid new teacher body (shared-domain teacherInputSchema fills the rest with defaults). */
export const teacherBody = (first, last, extra = {}) => ({ name: { first, last }, teacherStatus: 'pending', ...extra });
