import { AUDIT_HIDDEN, undoWindowOpen, type AuditEntity, type AuditEntry, type Role, UNDO_MESSAGES } from 'shared-domain';
import { conflict } from '../lib/http-errors';
import { json, type Sql } from '../db/types';
import { diff, type FieldChange } from '../lib/diff';
import { newId } from '../lib/ids';

export type { AuditEntity };

/** The record a row is about: the system settings are one record without an id (the table's CHECK agrees). */
type AuditSubject = { entity: 'settings'; entityId: null } | { entity: Exclude<AuditEntity, 'settings'>; entityId: string };

/**
 * One audit row. `actor` is the acting account's e-mail, null when no signed-in user acted (a forgot-password
 * request). `changes` are field-level { field, from, to } (dotted paths, see lib/diff); a secret is never
 * written, not even hashed: it appears as AUDIT_HIDDEN (see accountChanges).
 */
export type AuditInput = AuditSubject & {
  action: AuditEntry['action'];
  actor: string | null;
  changes: FieldChange[];
};

/** Records one change (inside the caller's transaction); an update that changed nothing is not recorded. */
export async function recordAudit(tx: Sql, e: AuditInput): Promise<void> {
  if (e.action === 'update' && e.changes.length === 0) return;
  await tx.query('INSERT INTO audit_log (id, entity, entity_id, action, actor, changes) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
    newId(),
    e.entity,
    e.entityId,
    e.action,
    e.actor,
    json(e.changes),
  ]);
}

/**
 * Records the creation (`before` null) or update of one record as the field-level difference of its audit view (the
 * fields an edit can change) before and after, inside the caller's transaction. Returns the changes: none for an
 * update that changed nothing, which is then not recorded.
 */
export async function recordChange<T>(
  tx: Sql,
  subject: { entity: Exclude<AuditEntity, 'settings'>; entityId: string; actor: string | null },
  view: (record: T) => object,
  before: T | null,
  after: T,
): Promise<FieldChange[]> {
  const changes = diff(before === null ? {} : view(before), view(after));
  await recordAudit(tx, { ...subject, action: before === null ? 'create' : 'update', changes });
  return changes;
}

/**
 * Account events (entity 'account', entityId = the users row id), through `recordAudit(tx, { entity: 'account',
 * entityId: userId, action, actor, changes })` inside the transaction that makes the change:
 * - account created: action 'create', changes `accountChanges.created(...)`;
 * - e-mail changed: action 'update', changes `accountChanges.email(from, to)`;
 * - password changed, or set through a reset / invitation link: action 'update', changes `accountChanges.password()`
 *   (`{ field: 'password', from: AUDIT_HIDDEN, to: AUDIT_HIDDEN }`), actor = the account's own e-mail;
 * - a reset link or an invitation sent: action 'update' / 'create', changes `accountChanges.linkSent(...)`
 *   (to whom; never the token), actor = the admin's e-mail, or null for a forgot-password request.
 */
export const accountChanges = {
  created: (u: { email: string; role: Role; schoolId?: string | null; supervisorId?: string | null; password: boolean }): FieldChange[] => [
    { field: 'email', from: null, to: u.email.toLowerCase() },
    ...(u.password ? [{ field: 'password', from: null, to: AUDIT_HIDDEN }] : []),
    { field: 'role', from: null, to: u.role },
    ...(u.schoolId ? [{ field: 'schoolId', from: null, to: u.schoolId }] : []),
    ...(u.supervisorId ? [{ field: 'supervisorId', from: null, to: u.supervisorId }] : []),
  ],
  email: (from: string, to: string): FieldChange[] => [{ field: 'email', from, to }],
  password: (): FieldChange[] => [{ field: 'password', from: AUDIT_HIDDEN, to: AUDIT_HIDDEN }],
  linkSent: (kind: 'reset' | 'invitation', to: string): FieldChange[] => [
    { field: kind === 'reset' ? 'resetLinkSentTo' : 'invitationSentTo', from: null, to },
  ],
};

/**
 * The changes of the act an undo takes back, or a 409: the record's last audit row must be the actor's own update
 * whose changes `matches` says are the act's, not itself undone, and within the undo window by the database's clock
 * (the one that stamped it). The caller locks the record first, so nothing slips in between.
 */
export async function undoableAct(
  tx: Sql,
  subject: { entity: Exclude<AuditEntity, 'settings'>; entityId: string },
  actor: string,
  matches: (changes: FieldChange[]) => boolean,
): Promise<FieldChange[]> {
  const [last] = await tx.query<{ action: string; actor: string | null; changes: FieldChange[]; at: Date; now: Date }>(
    `SELECT action, actor, changes, at, clock_timestamp() AS now FROM audit_log
      WHERE entity = $1 AND entity_id = $2 ORDER BY at DESC, id DESC LIMIT 1`,
    [subject.entity, subject.entityId],
  );
  if (!last || last.action !== 'update' || last.actor !== actor || !matches(last.changes)) throw conflict(UNDO_MESSAGES.nothingToUndo);
  if (!undoWindowOpen(new Date(last.at), new Date(last.now))) throw conflict(UNDO_MESSAGES.undoTooLate);
  return last.changes;
}

/** undoableAct for an act that set one field `field` to `to` (a school's status, a request's answer). */
export const undoableChange = (
  tx: Sql,
  subject: { entity: Exclude<AuditEntity, 'settings'>; entityId: string },
  actor: string,
  field: string,
  to: unknown,
): Promise<FieldChange[]> => undoableAct(tx, subject, actor, (changes) => changes.some((c) => c.field === field && c.to === to));

/**
 * The values an undo puts back: each change under `prefix` (`prefix.key`) gives `key` its `from`. Fields the act did
 * not change are not in its row and keep their value, which is what they were before it.
 */
export function previousValues(changes: FieldChange[], prefix: string): Record<string, unknown> {
  return Object.fromEntries(changes.filter((c) => c.field.startsWith(`${prefix}.`)).map((c) => [c.field.slice(prefix.length + 1), c.from]));
}

export type AuditRow = AuditEntry & { entity: AuditEntity; entityId: string | null };

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
