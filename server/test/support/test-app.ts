import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { School, Supervisor, SystemSettings, Teacher } from 'shared-domain';
import { buildApp, type BuildOptions } from '../../src/app';
import { openPostgres } from '../../src/db/pg';
import { pgCode, type Database } from '../../src/db/types';
import { loadEnv, type Env } from '../../src/env';
import { backupTables } from '../../src/backup/backup';
import { DEMO_PASSWORD } from '../../scripts/seed/demo';
import { admin, dbUrl, pgliteFromTemplate, TEMPLATE_ENV } from './template';

export { DEMO_PASSWORD };
export const EMPTY_STATIC_ROOT = mkdtempSync(join(tmpdir(), 'portal-static-none-'));

/** A fresh copy of the seeded template: a new PostgreSQL database (DATABASE_URL) or an in-memory PGlite. */
export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV.pg];
  if (!base || !template) return { db: await pgliteFromTemplate(), drop: async () => undefined };
  const name = `portal_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(base, (d) => d.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      break;
    } catch (err) {
      // Another worker copying the template at the same moment.
      if (pgCode(err) !== '55006' || attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const db = await openPostgres(dbUrl(base, name), 4);
  return { db, drop: () => admin(base, (d) => d.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-data-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    SEED: 'none',
    STATIC_ROOT: EMPTY_STATIC_ROOT,
    PUBLIC_URL: 'http://portal.test',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  env: Env;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<BuildOptions, 'env' | 'db'>> & { env?: Record<string, string> };

export async function createTestApp(o: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  const env = testEnv(o.env);
  const app = await buildApp({ ...o, env, db });
  await app.ready();
  return {
    app,
    db,
    env,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * A request made as the holder of `token` (a session or the metrics token), with `headers` besides: the options of
 * call() (`call(app, 'GET', url, as(token))`, `{ ...as(token), body }`) and of app.inject (`{ method, url, ...as(token) }`).
 */
export function as(token: string, headers: Record<string, string> = {}): { headers: Record<string, string> } {
  return { headers: { authorization: `Bearer ${token}`, ...headers } };
}

/** One API call through app.inject; the body is parsed as JSON when it is JSON. */
export async function call<T = any>(
  app: FastifyInstance,
  method: string,
  url: string,
  o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  // Requests a test made with app.inject are handled first (a read below then sees their e-mails).
  await app.linkRequests.idle();
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.headers ?? {}) },
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
  // A sign-in or reset link asked for is issued after the answer: a test reads its e-mail once it is queued.
  await app.linkRequests.idle();
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: type.includes('json') && res.body ? JSON.parse(res.body) : res.body, headers: res.headers };
}

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/auth/signin', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export const EMAILS = {
  admin: 'admin@example.org',
  supervisor: 'supervisor@example.org',
  school: 'school@example.org',
  pendingSchool: 'pending-school@example.org',
  // The demo intern's own account
  teacher: 'teacher@example.org',
} as const;

/** Tokens for the demo sign-ins and the ids of their records. */
export async function demo(app: FastifyInstance) {
  const [admin, supervisor, school, pendingSchool, teacher] = await Promise.all([
    signIn(app, EMAILS.admin),
    signIn(app, EMAILS.supervisor),
    signIn(app, EMAILS.school),
    signIn(app, EMAILS.pendingSchool),
    signIn(app, EMAILS.teacher),
  ]);
  const schools = (await call<School[]>(app, 'GET', '/api/schools/all', { token: admin })).body;
  const supervisors = (await call<Supervisor[]>(app, 'GET', '/api/supervisors/all', { token: admin })).body;
  const teachers = (await call<Teacher[]>(app, 'GET', '/api/teachers/all', { token: admin })).body;
  const bySchoolEmail = (e: string) => schools.find((s) => s.accountEmail === e)!;
  return {
    tokens: { admin, supervisor, school, pendingSchool, teacher },
    school: bySchoolEmail(EMAILS.school),
    pendingSchool: bySchoolEmail(EMAILS.pendingSchool),
    supervisor: supervisors.find((s) => s.email === EMAILS.supervisor)!,
    schools,
    supervisors,
    teachers,
  };
}
export type Demo = Awaited<ReturnType<typeof demo>>;

/**
 * One fresh app for the enclosing file or describe block: created in beforeAll, closed in afterAll. The returned
 * object is empty until beforeAll has run (read it inside tests and hooks only). Options may be a function, for
 * values another beforeAll declared earlier provides (an SMTP sink's URL).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof options === 'function' ? options() : options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** useTestApp plus the demo sign-ins: `t` is the app, `d` the tokens and records of `demo()`, both filled in beforeAll. */
export function useDemoApp(options: TestAppOptions | (() => TestAppOptions) = {}): { t: TestApp; d: Demo } {
  const t = useTestApp(options);
  const d = {} as Demo;
  beforeAll(async () => {
    // When the app did not start, jest reports that hook's error; signing in would only add noise.
    if (t.app) Object.assign(d, await demo(t.app));
  });
  return { t, d };
}

/** md5 of every domain table's rows (sign-in bookkeeping aside): equal before and after = nothing written. */
export async function fingerprint(db: Database): Promise<string> {
  // Sessions, device cookies and sign-in challenges are sign-in bookkeeping: a call that writes nothing else may still touch them.
  const bookkeeping = new Set(['sessions', 'trusted_devices', 'sign_in_challenges']);
  const tables = (await backupTables(db)).filter((n) => !bookkeeping.has(n));
  const sql = tables.map((n) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM ${n} x)`).join(" || ':' || ");
  const [row] = await db.query<{ f: string }>(`SELECT ${sql} AS f`);
  return row.f;
}

/** The database's write-ahead log position: every change to a table is logged before it is visible. */
async function walPosition(db: Database): Promise<string> {
  const [row] = await db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  return row.lsn;
}

/**
 * `fingerprint` for a test that takes one before and after each of thousands of calls: while the log has not moved,
 * nothing was written, and the last fingerprint still holds (it costs a read of every table; the log position one
 * function call). When the log moved (a write, a background job, or a read that tidied a page), it is computed again,
 * and kept only if the log did not move while it was computed, so a fingerprint is never paired with a later state.
 */
export function fingerprints(db: Database): () => Promise<string> {
  let kept: { lsn: string; fingerprint: string } | null = null;
  return async () => {
    const lsn = await walPosition(db);
    if (kept?.lsn === lsn) return kept.fingerprint;
    const now = await fingerprint(db);
    kept = (await walPosition(db)) === lsn ? { lsn, fingerprint: now } : null;
    return now;
  };
}

/** Changes the system settings as `token` (an admin): reads them, applies `change`, saves; fails the test unless saved. */
export async function changeSettings(app: FastifyInstance, token: string, change: (s: SystemSettings) => void): Promise<void> {
  const s = (await call<SystemSettings>(app, 'GET', '/api/settings', { token })).body;
  change(s);
  const res = await call(app, 'PUT', '/api/settings', { token, body: s });
  if (res.status !== 200 && res.status !== 304) throw new Error(`PUT /api/settings answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** A stored teacher as PUT teachers/{id} takes it back: without the fields only the server sets. */
export function teacherPutBody(x: Teacher): Record<string, unknown> {
  const body = { ...x } as Record<string, unknown>;
  for (const k of ['_id', 'dateAdded', 'assignment']) delete body[k];
  return body;
}
