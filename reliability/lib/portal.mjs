// Helpers for the reliability tests: the real server as a child process (production mode, loopback, free port),
// a throwaway PostgreSQL cluster, and a small JSON client. Every process and directory is cleaned up by the caller
// through the returned stop()/cleanup functions (tests register them with t.after).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as portal from '../../scripts/portal.mjs';

const { freePort, ROOT } = portal;

export { ROOT };
export const DEMO_PASSWORD = 'demo-pass-2026';
export const ADMIN = 'admin@example.org';

export const tempDir = (prefix) => mkdtempSync(join(tmpdir(), `portal-rel-${prefix}-`));
export const rm = (dir) => rmSync(dir, { recursive: true, force: true });
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The server from its sources (tsx), never a build: in `npm test` these tests run before the build step, so a
 * server/dist present then may be older than the sources. Same options and result as scripts/portal.mjs.
 */
export const startPortal = (options = {}) => portal.startPortal({ compiled: false, ...options });

/** A temporary directory, removed when the test `t` ends. */
export function testDir(t, prefix) {
  const dir = tempDir(prefix);
  t.after(() => rm(dir));
  return dir;
}

/** startPortal, stopped when the test `t` ends (stop() is idempotent: a test may also stop it itself). */
export async function testPortal(t, options) {
  const server = await startPortal(options);
  t.after(() => server.stop());
  return server;
}

/** startPostgres, stopped when the test `t` ends. */
export async function testPostgres(t) {
  const pg = await startPostgres();
  t.after(() => pg.stop());
  return pg;
}

/** The newest Debian PostgreSQL bin directory, or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const v = readdirSync(base)
    .filter((d) => existsSync(join(base, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return v ? join(base, v, 'bin') : null;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port (as the postgres user when we are root); `settings` are more
 * server settings (`-c name=value`), e.g. { shared_preload_libraries: 'pg_stat_statements' }.
 */
export async function startPostgres({ settings = {} } = {}) {
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
  const init = spawnSync(...asPg(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-sync']), {
    encoding: 'utf8',
  });
  if (init.status !== 0) {
    rm(dir);
    throw new Error(`initdb failed: ${init.stderr}`);
  }
  const port = await freePort();
  const [cmd, args] = asPg(join(bin, 'postgres'), [
    '-D',
    join(dir, 'data'),
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    '',
    '-c',
    'max_connections=200',
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  let child = spawn(cmd, args, { stdio: 'ignore' });
  const base = `postgres://app@127.0.0.1:${port}`;
  const { default: pg } = await import('pg');
  const waitUp = async () => {
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
  };
  await waitUp();
  let exited = new Promise((r) => child.once('exit', r));
  const postmasterPid = () => {
    const pidFile = join(dir, 'data', 'postmaster.pid');
    return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
  };
  return {
    /** A new empty database; returns its URL. */
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: `${base}/postgres` });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return `${base}/${name}`;
    },
    /**
     * Stops the server (a fast shutdown: sessions are ended, committed data stays), waits `downMs`, and starts it
     * again on the same port and data; resolves once it accepts connections (the restart test).
     */
    async restart(downMs = 0) {
      const pid = postmasterPid();
      if (pid) process.kill(pid, 'SIGINT');
      await Promise.race([exited, sleep(15_000)]);
      await sleep(downMs);
      child = spawn(cmd, args, { stdio: 'ignore' });
      exited = new Promise((r) => child.once('exit', r));
      await waitUp();
    },
    async stop() {
      // The postmaster runs as postgres (runuser's child): a fast shutdown through its pid file.
      const pid = postmasterPid();
      if (pid) {
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

export const NGINX = '/usr/sbin/nginx';

/**
 * nginx in the foreground with `conf` written to `prefix` (its working folder), as a non-root user (nobody when we are
 * root). Returns { output(), running(), stop() }.
 */
export async function startNginx(conf, prefix) {
  const root = process.getuid?.() === 0;
  const nobody = root ? Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout) : null;
  if (root) chownSync(prefix, nobody, nobody);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'];
  const child = root
    ? spawn('runuser', ['-u', 'nobody', '--', NGINX, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  return {
    output: () => output,
    running: () => child.exitCode === null,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      child.kill('SIGKILL');
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
