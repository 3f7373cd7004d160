-- Audit trail for every write through the API: requests, inquiries, the system settings and sign-in accounts join
-- teachers, schools and supervisors (shared-domain AUDIT_ENTITIES). Actions stay create / update / delete.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('teacher', 'school', 'supervisor', 'request', 'inquiry', 'settings', 'account'));

-- The system settings are one record with no uuid: their rows have no entity id, every other row has one.
ALTER TABLE audit_log ALTER COLUMN entity_id DROP NOT NULL;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_id_check CHECK ((entity = 'settings') = (entity_id IS NULL));

