import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Teacher } from 'shared-domain';
import { buildApp } from '../../src/app';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/pg';
import { fromPGlite } from '../../src/db/pglite';
import type { Database } from '../../src/db/types';
import { createBackup, restoreBackup, type Backup } from '../../src/backup/backup';
import { seedLarge } from '../../scripts/seed/large';
import { PGlite } from '../support/native-pglite';
import { schoolRegistration } from '../support/fixtures';
import { admin, dbUrl, emptyPGlite } from '../support/template';
import { call, testEnv, useDemoApp } from '../support/test-app';

const MIGRATIONS = readdirSync(join(__dirname, '..', '..', 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

describe('restart', () => {
  const base = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  const name = `portal_restart_${process.pid}`;
  let created = false;
  const open = async (): Promise<Database> => {
    if (base) return openPostgres(dbUrl(base, name), 2);
    // The new database from the global setup's snapshot after initdb (initdb in a directory is slow); then reopened as it is.
    const pg = created ? new PGlite({ dataDir: dir }) : await emptyPGlite(dir);
    created = true;
    await pg.waitReady;
    return fromPGlite(pg);
  };
  beforeAll(async () => {
    if (base) await admin(base, (db) => db.exec(`CREATE DATABASE ${name}`));
  });
  afterAll(async () => {
    if (base) await admin(base, (db) => db.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('keeps every write across a close and reopen; migrations run once', async () => {
    const env = testEnv({ DATA_DIR: dir });
    let db = await open();
    // Every migration file, in order, once (a list by hand conflicted whenever two changes each added one).
    expect(await migrate(db)).toEqual(MIGRATIONS);
    expect(MIGRATIONS[0]).toBe('001-init');
    let app = await buildApp({ env, db });
    const school = await call(app, 'POST', '/api/schools/register', {
      body: schoolRegistration('durable@example.org', { name: 'Durable Elementary', password: 'durable-pass-1' }),
    });
    expect(school.status).toBe(201);
    await app.close();

    db = await open();
    expect(await migrate(db)).toEqual([]);
    app = await buildApp({ env, db });
    const signIn = await call(app, 'POST', '/api/auth/signin', { body: { email: 'durable@example.org', password: 'durable-pass-1' } });
    expect(signIn.status).toBe(200);
    const own = await call(app, 'GET', `/api/schools/${signIn.body.user.profile}`, { token: signIn.body.token });
    expect(own.body.name).toBe('Durable Elementary');
    await app.close();
  });
});

describe('backup, restore and the large seed', () => {
  const { t, d } = useDemoApp();
  const teachers = async () => (await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.admin })).body;

  it('restore brings back the backed-up data, in one transaction', async () => {
    const backup: Backup = JSON.parse(JSON.stringify(await createBackup(t.db)));
    expect(backup.tables.teachers).toHaveLength(60);
    await seedLarge(t.db, { teachers: 200, schools: 5, supervisors: 3, requests: 40 });
    expect(await teachers()).toHaveLength(260);

    const broken = JSON.parse(JSON.stringify(backup)) as Backup;
    broken.tables.requests.push({ ...broken.tables.requests[0] });
    await expect(restoreBackup(t.db, broken)).rejects.toThrow();
    expect(await teachers()).toHaveLength(260);

    const counts = await restoreBackup(t.db, backup);
    expect(counts.teachers).toBe(60);
    const after = await teachers();
    expect(after).toHaveLength(60);
    expect((await createBackup(t.db)).tables).toEqual(backup.tables);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: d.tokens.admin })).status).toBe(200);
  });
});
