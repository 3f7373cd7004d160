/**
 * What the audit log records changes of: GET /api/audit?entity=, the audit_log CHECK (migration 004) and the
 * server's AuditEntity type all follow this list. 'settings' rows have no entity id (one settings record);
 * 'account' rows carry the sign-in account's (users) id.
 */
export const AUDIT_ENTITIES = ['teacher', 'school', 'supervisor', 'request', 'inquiry', 'settings', 'account', 'job'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_INVALID = `Entity must be one of ${AUDIT_ENTITIES.join(', ')}`;

/** Shown in an audit row's changes in place of a secret (a password is never logged, not even hashed). */
export const AUDIT_HIDDEN = '(hidden)';
