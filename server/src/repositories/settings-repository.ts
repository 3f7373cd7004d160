import { systemSettingsSchema, type SystemSettings } from 'shared-domain';
import { json, type Database } from '../db/types';
import { diff } from '../lib/diff';
import { NoChange, unlessUnchanged } from '../lib/no-change';
import { recordAudit } from './audit-repository';

/** The saved settings, completed with the defaults of groups or fields never saved. */
const parseSettings = (value: unknown): SystemSettings => {
  const parsed = systemSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : systemSettingsSchema.parse({});
};

export function createSettingsRepository(db: Database) {
  return {
    /** The saved settings, completed with the defaults of groups or fields never saved. */
    async get(): Promise<SystemSettings> {
      const [row] = await db.query<{ value: unknown }>(`SELECT value FROM system_settings WHERE key = 'system'`);
      return parseSettings(row?.value);
    },
    /** Saves and records which settings changed (from -> to); saving the same values writes nothing. */
    async save(s: SystemSettings, actor: string): Promise<SystemSettings> {
      const work = db.transaction(async (tx) => {
        // The row exists before it is locked, so two first saves queue and each diffs against what the other saved.
        await tx.query(`INSERT INTO system_settings (key, value) VALUES ('system', '{}') ON CONFLICT (key) DO NOTHING`);
        const [row] = await tx.query<{ value: unknown }>(`SELECT value FROM system_settings WHERE key = 'system' FOR UPDATE`);
        const before = parseSettings(row.value);
        const changes = diff(before, s);
        if (!changes.length) throw new NoChange(before);
        await tx.query(`UPDATE system_settings SET value = $1::jsonb, updated_at = clock_timestamp() WHERE key = 'system'`, [json(s)]);
        await recordAudit(tx, { entity: 'settings', entityId: null, action: 'update', actor, changes });
        return s;
      });
      return unlessUnchanged(work);
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
