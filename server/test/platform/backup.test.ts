import { mkdtempSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobRunResult } from 'shared-domain';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/types';
import { backupTables, createBackup, NOT_BACKED_UP, restoreBackup, writeBackupFile, type Backup } from '../../src/backup/backup';
import { openEmptyDatabase } from '../support/empty-database';
import { call, testEnv, useDemoApp } from '../support/test-app';

/** The base tables of the schema, as the database lists them. */
const schemaTables = async (db: Database) =>
  (
    await db.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.t);

/** Pairs (child, parent) of the schema's foreign keys between two tables. */
const references = async (db: Database) =>
  db.query<{ child: string; parent: string }>(
    // A deferrable key (users.teacher_id, which closes a loop with teachers.created_by) is checked at the restore's commit.
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND c.relname <> p.relname AND NOT k.condeferrable`,
  );

// Moved 'now' for the jobs: the demo data is dated from today, and so are its reminders.
const clock = new Date();
const { t, d } = useDemoApp({ now: () => clock });

describe('a backup covers every table of the schema', () => {
  it("lists the database's tables less the commented exclusions, parents before children", async () => {
    // Only these are left out, on purpose (backup/backup.ts says why); every other table is in. The derived state
    // is rebuilt from the records after a restore.
    expect([...NOT_BACKED_UP].sort()).toEqual([
      'data_versions',
      'derived_counts',
      'rate_limits',
      'reminders_pending',
      'schema_migrations',
      'teacher_asep_lines',
      'teacher_derived',
      'teacher_derived_meta',
      'teacher_search',
    ]);
    const backup = await createBackup(t.db);
    const listed = Object.keys(backup.tables);
    expect([...listed].sort()).toEqual((await schemaTables(t.db)).filter((x) => !NOT_BACKED_UP.includes(x as never)).sort());
    expect(listed).toEqual(expect.arrayContaining(['job_runs', 'job_sends', 'outbox', 'seeded_data_sets', 'ledger_entries']));
    for (const { child, parent } of await references(t.db)) {
      if (listed.includes(child)) expect(listed.indexOf(parent)).toBeLessThan(listed.indexOf(child));
    }
    expect(Object.keys(backup.sequences ?? {})).toEqual(expect.arrayContaining(['invoice_number_seq']));
  });

  it('takes in a table a later migration adds, without anyone listing it, and restores it', async () => {
    await t.db.exec(`CREATE TABLE backup_probe (id uuid PRIMARY KEY, teacher_id uuid NOT NULL REFERENCES teachers (id), note text)`);
    try {
      const teacher = d.teachers[0]._id;
      await t.db.query(`INSERT INTO backup_probe VALUES ('00000000-0000-4000-8000-000000000001', $1, 'kept')`, [teacher]);
      const backup: Backup = JSON.parse(JSON.stringify(await createBackup(t.db)));
      expect(backup.tables.backup_probe).toEqual([{ id: '00000000-0000-4000-8000-000000000001', teacher_id: teacher, note: 'kept' }]);
      expect((await backupTables(t.db)).indexOf('backup_probe')).toBeGreaterThan((await backupTables(t.db)).indexOf('teachers'));
      await t.db.exec('DELETE FROM backup_probe');
      await restoreBackup(t.db, backup);
      expect(await t.db.query('SELECT note FROM backup_probe')).toEqual([{ note: 'kept' }]);
    } finally {
      await t.db.exec('DROP TABLE backup_probe');
    }
  });

  it('is written 0600, also over an older file that others could read', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-backup-')), 'backup.json');
    writeFileSync(file, 'old', { mode: 0o644 });
    const backup: Backup = { format: 'teacher-portal-backup', version: 2, createdAt: '', migrations: [], tables: { users: [] } };
    writeBackupFile(file, backup);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(backup);
  });

  it('is refused by an older portal than the one that wrote it', async () => {
    const backup = await createBackup(t.db);
    await expect(restoreBackup(t.db, { ...backup, migrations: [...backup.migrations, '999-from-the-future'] })).rejects.toThrow(
      /newer portal \(migrations 999-from-the-future\)/,
    );
  });
});

describe('a restore sends nothing twice', () => {
  it('after run, backup, restore into a new database and run again at the same time, the outbox has nothing new', async () => {
    const run = async (app: typeof t.app) => {
      const res = await call<JobRunResult>(app, 'POST', '/api/jobs/run', { token: d.tokens.admin });
      expect(res.status).toBe(200);
      return res.body.ran.reduce((n, r) => n + r.emailsQueued + r.textsQueued, 0);
    };
    const outbox = (db: Database) => db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox').then((r) => r[0].n);
    // The demo data has reminders due today (a payment, an observation lapse, an ending certification).
    expect(await run(t.app)).toBeGreaterThan(0);
    expect(await run(t.app)).toBe(0);
    const before = await outbox(t.db);
    const backup: Backup = JSON.parse(JSON.stringify(await createBackup(t.db)));

    const fresh = await openEmptyDatabase();
    const app = await buildApp({ env: testEnv(), db: fresh.db, closeDb: false, now: () => clock });
    try {
      await restoreBackup(fresh.db, backup);
      // The sessions came back too: the admin's token works on the restored portal.
      expect(await run(app)).toBe(0);
      expect(await outbox(fresh.db)).toBe(before);
      expect((await createBackup(fresh.db)).tables.outbox).toEqual(backup.tables.outbox);
    } finally {
      await app.close();
      await fresh.drop();
    }
    // A new database is initdb'd and migrated: seconds, more on a busy machine.
  }, 120_000);
});
