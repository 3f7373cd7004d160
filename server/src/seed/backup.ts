import type { Database, Sql } from '../db/types';
import { insertBatch } from './batch';
import { LEDGER_SEQUENCE_SQL } from './ledger';

/** Every data table, parents before children (restore order). */
export const TABLES = [
  'schools',
  'supervisors',
  'users',
  'teachers',
  'ledger_entries',
  'assignments',
  'requests',
  'inquiries',
  'system_settings',
  'audit_log',
  'outbox',
  'sessions',
  'auth_tokens',
  'teacher_drafts',
] as const;

export interface Backup {
  format: 'teacher-portal-backup';
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
}

/** A new teacher's record number (migration 017) follows the highest one there is. */
const TEACHER_REF_SEQUENCE_SQL = `SELECT setval(pg_get_serial_sequence('teachers', 'ref'), coalesce((SELECT max(ref) FROM teachers), 0) + 1, false)`;

/** Columns a restore writes (generated columns are computed again). */
async function writableColumns(q: Sql, table: string): Promise<string[]> {
  const rows = await q.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** A portable JSON dump of every table (same format from PGlite and PostgreSQL). */
export async function createBackup(db: Database): Promise<Backup> {
  return db.transaction(async (tx) => {
    const tables: Backup['tables'] = {};
    for (const t of TABLES) {
      const cols = await writableColumns(tx, t);
      const rows = await tx.query<{ r: Record<string, unknown> }>(
        // Ledger charges before the payments that reference them (a restore inserts in this order).
        `SELECT jsonb_build_object(${cols.map((c) => `'${c}', "${c}"`).join(', ')}) AS r FROM ${t}${t === 'ledger_entries' ? ' ORDER BY charge_id NULLS FIRST' : ''}`,
      );
      tables[t] = rows.map((x) => x.r);
    }
    const migrations = (await tx.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map(
      (r) => r.version,
    );
    return { format: 'teacher-portal-backup', version: 1, createdAt: new Date().toISOString(), migrations, tables };
  });
}

/** Replaces all data with the backup's, in one transaction (nothing changes if any row is refused). */
export async function restoreBackup(db: Database, backup: Backup): Promise<Record<string, number>> {
  if (backup?.format !== 'teacher-portal-backup' || backup.version !== 1) throw new Error('not a teacher portal backup (format/version)');
  return db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${TABLES.join(', ')} CASCADE`);
    const counts: Record<string, number> = {};
    for (const t of TABLES) {
      const rows = backup.tables[t] ?? [];
      const cols = new Set(await writableColumns(tx, t));
      await insertBatch(
        tx,
        t,
        rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => cols.has(k)))),
      );
      counts[t] = rows.length;
    }
    // The invoice numbers and the teachers' record numbers go on after the restored ones.
    await tx.query(LEDGER_SEQUENCE_SQL);
    await tx.query(TEACHER_REF_SEQUENCE_SQL);
    return counts;
  });
}
