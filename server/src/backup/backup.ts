import { chmodSync, renameSync, writeFileSync } from 'node:fs';
import type { Database, Sql } from '../db/types';
import { insertBatch, LEDGER_SEQUENCE_SQL } from '../db/bulk-insert';

/**
 * Tables a backup leaves out and a restore leaves alone. Every other table of the schema is backed up: the list is
 * read from the database, so a table added by a migration is in the next backup without anyone listing it.
 */
export const NOT_BACKED_UP = [
  // The target's own record of its migrations; a restore checks the backup's list against it instead.
  'schema_migrations',
  // Sign-in and request counters of the last minutes: they belong to the running database and expire on their own.
  'rate_limits',
  // The list caches' versions and the database's epoch: restoring old numbers could make a cache take an old list
  // for a current one. A restore bumps them instead (the TRUNCATE triggers of migration 002).
  'data_versions',
  // Derived from the records and rebuilt from them (a restore's teachers mark their rows stale).
  'teacher_derived',
  'teacher_derived_meta',
  // The year-end report's lines kept with each derived row (migration 057), written again as those rows are.
  'teacher_asep_lines',
  // The list's search row of each teacher, kept by a trigger on teachers (migration 026): a restore's
  // teachers write theirs again (the restore's TRUNCATE ... CASCADE empties it first).
  'teacher_search',
  // The dashboard's kept figures (migration 034), counted from teacher_derived and teacher_search by their
  // triggers as a restore's teachers write those again.
  'derived_counts',
  // The reminders not sent yet (migration 039), kept by triggers on ledger_entries and teacher_derived: a
  // restore's charges and certifications are pending again, and the next run finds their sends in job_sends and settles them.
  'reminders_pending',
] as const;

export interface Backup {
  format: 'teacher-portal-backup';
  /** 1: a hand-listed set of tables, no sequences; 2: every table of the schema and every sequence. */
  version: 1 | 2;
  createdAt: string;
  migrations: string[];
  /** Rows per table, in restore order (parents before children). */
  tables: Record<string, Record<string, unknown>[]>;
  /** Each sequence's position (the invoice numbers, the teachers' record numbers, ...): version 2. */
  sequences?: Record<string, { value: string; called: boolean }>;
}

/** A foreign key of `child` (one column) to `parent`. */
interface ForeignKey {
  child: string;
  parent: string;
  column: string | null;
  references: string | null;
  /** Checked at commit in a restore (SET CONSTRAINTS ALL DEFERRED), so it does not order the tables. */
  deferrable: boolean;
}

/** The schema's foreign keys (pg_constraint: information_schema names a referenced unique index only by its constraint). */
async function foreignKeys(q: Sql): Promise<ForeignKey[]> {
  return q.query<ForeignKey>(
    `SELECT c.relname AS child, p.relname AS parent,
            CASE WHEN cardinality(k.conkey) = 1 THEN (SELECT attname FROM pg_attribute WHERE attrelid = k.conrelid AND attnum = k.conkey[1]) END AS column,
            CASE WHEN cardinality(k.confkey) = 1 THEN (SELECT attname FROM pg_attribute WHERE attrelid = k.confrelid AND attnum = k.confkey[1]) END AS references,
            k.condeferrable AS deferrable
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace
      ORDER BY 1, 2, 3`,
  );
}

/** Orders tables so that every table comes after the tables it references (ties by name, for a stable file). */
function parentsFirst(tables: string[], keys: ForeignKey[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const k of keys)
    if (!k.deferrable && k.child !== k.parent && parents.has(k.child) && parents.has(k.parent)) parents.get(k.child)!.add(k.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) throw new Error(`foreign keys form a cycle between ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const t of ready.sort()) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Every table a backup holds, parents before children: the schema's tables less NOT_BACKED_UP. */
export async function backupTables(q: Sql): Promise<string[]> {
  const rows = await q.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const skip = new Set<string>(NOT_BACKED_UP);
  return parentsFirst(
    rows.map((r) => r.table_name).filter((t) => !skip.has(t)),
    await foreignKeys(q),
  );
}

/** Columns a restore writes (generated columns are computed again). */
async function writableColumns(q: Sql, table: string): Promise<string[]> {
  const rows = await q.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * A table that references itself (a ledger payment -> its charge) takes the referenced rows first: each pass places
 * the rows whose reference is empty or already placed.
 */
function selfReferencesFirst(rows: Record<string, unknown>[], keys: ForeignKey[]): Record<string, unknown>[] {
  const selfKeys = keys.filter((k) => k.column && k.references);
  if (!selfKeys.length) return rows;
  const placed = new Map(selfKeys.map((k) => [k, new Set<unknown>()]));
  const ordered: Record<string, unknown>[] = [];
  let left = rows;
  while (left.length) {
    const ready = left.filter((r) => selfKeys.every((k) => r[k.column!] == null || placed.get(k)!.has(r[k.column!])));
    // A reference to a row that is not in the backup: the insert reports it.
    const take = ready.length ? ready : left;
    for (const r of take) for (const k of selfKeys) placed.get(k)!.add(r[k.references!]);
    ordered.push(...take);
    const taken = new Set(take);
    left = left.filter((r) => !taken.has(r));
  }
  return ordered;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function sequences(q: Sql): Promise<NonNullable<Backup['sequences']>> {
  const names = await q.query<{ sequence_name: string }>(
    `SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY 1`,
  );
  const out: NonNullable<Backup['sequences']> = {};
  for (const { sequence_name: name } of names) {
    const [s] = await q.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${quoteIdent(name)}`,
    );
    out[name] = s;
  }
  return out;
}

/** A portable JSON dump of every table and sequence, in one snapshot (same format from PGlite and PostgreSQL). */
export async function createBackup(db: Database): Promise<Backup> {
  return db.transaction(async (tx) => {
    // One snapshot for every table (PostgreSQL's default READ COMMITTED takes one per statement).
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const keys = await foreignKeys(tx);
    const tables: Backup['tables'] = {};
    for (const t of await backupTables(tx)) {
      const cols = new Set(await writableColumns(tx, t));
      const rows = await tx.query<{ r: Record<string, unknown> }>(`SELECT to_jsonb(x) AS r FROM ${quoteIdent(t)} x`);
      tables[t] = selfReferencesFirst(
        rows.map(({ r }) => Object.fromEntries(Object.entries(r).filter(([c]) => cols.has(c)))),
        keys.filter((k) => k.child === t && k.parent === t),
      );
    }
    const migrations = (await tx.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map(
      (r) => r.version,
    );
    return {
      format: 'teacher-portal-backup',
      version: 2,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      sequences: await sequences(tx),
    };
  });
}

/** Writes the backup readable by its owner only (0600: it holds every password hash), replacing `file` whole. */
export function writeBackupFile(file: string, backup: Backup): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(backup), { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
}

/** A version-1 backup has no sequences: the invoice and record numbers go on after the restored ones. */
const LEGACY_SEQUENCE_SQL = [
  LEDGER_SEQUENCE_SQL,
  `SELECT setval(pg_get_serial_sequence('teachers', 'ref'), coalesce((SELECT max(ref) FROM teachers), 0) + 1, false)`,
];

/**
 * Replaces all data with the backup's, in one transaction (nothing changes if any row is refused). The jobs' runs
 * and sends and the outbox come back as they were, so the daily jobs do not send a reminder again.
 */
export async function restoreBackup(db: Database, backup: Backup): Promise<Record<string, number>> {
  if (backup?.format !== 'teacher-portal-backup' || ![1, 2].includes(backup.version))
    throw new Error('not a teacher portal backup (format/version)');
  return db.transaction(async (tx) => {
    const tables = await backupTables(tx);
    const applied = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const newer = (backup.migrations ?? []).filter((m) => !applied.has(m));
    if (newer.length) throw new Error(`the backup comes from a newer portal (migrations ${newer.join(', ')}): update this one first`);
    const unknown = Object.keys(backup.tables).filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`the backup holds tables this database does not have: ${unknown.join(', ')}`);

    // A deferrable key (users.teacher_id, which closes a loop with teachers.created_by) is checked at commit.
    await tx.exec('SET CONSTRAINTS ALL DEFERRED');
    // CASCADE: the tables rebuilt from the records (teacher_search references teachers) are emptied with them.
    await tx.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')} CASCADE`);
    const counts: Record<string, number> = {};
    for (const t of tables) {
      const rows = backup.tables[t] ?? [];
      const cols = new Set(await writableColumns(tx, t));
      await insertBatch(
        tx,
        t,
        rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => cols.has(k)))),
      );
      counts[t] = rows.length;
    }
    if (backup.sequences) {
      const here = new Set(Object.keys(await sequences(tx)));
      for (const [name, s] of Object.entries(backup.sequences))
        if (here.has(name)) await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdent(name), s.value, s.called]);
    } else for (const sql of LEGACY_SEQUENCE_SQL) await tx.query(sql);
    return counts;
  });
}
