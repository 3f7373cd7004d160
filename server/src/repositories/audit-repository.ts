import type { AuditEntry } from 'shared-domain';
import { json, type Sql } from '../db/types';
import type { FieldChange } from '../lib/diff';
import { newId } from '../lib/ids';

export type AuditEntity = 'teacher' | 'school' | 'supervisor';

export interface AuditInput {
  entity: AuditEntity;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  actor: string | null;
  changes: FieldChange[];
}

/** Records one change (inside the caller's transaction); an update that changed nothing is not recorded. */
export async function recordAudit(tx: Sql, e: AuditInput): Promise<void> {
  if (e.action === 'update' && e.changes.length === 0) return;
  await tx.query(
    'INSERT INTO audit_log (id, entity, entity_id, action, actor, changes) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
    [newId(), e.entity, e.entityId, e.action, e.actor, json(e.changes)],
  );
}

export type AuditRow = AuditEntry & { entity: AuditEntity; entityId: string };

export function createAuditRepository(db: Sql) {
  return {
    /** Newest first; filtered by entity and / or id. */
    async list(filter: { entity?: AuditEntity; id?: string; limit?: number }): Promise<AuditRow[]> {
      const rows = await db.query<{ j: AuditRow }>(
        `SELECT jsonb_build_object('_id', id, 'entity', entity, 'entityId', entity_id, 'at', iso_ts(at), 'actor', actor,
                'action', action, 'changes', changes) AS j
           FROM audit_log
          WHERE ($1::text IS NULL OR entity = $1) AND ($2::uuid IS NULL OR entity_id = $2)
          ORDER BY at DESC, id LIMIT $3`,
        [filter.entity ?? null, filter.id ?? null, filter.limit ?? 500],
      );
      return rows.map((r) => r.j);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
