-- A run of the scheduled jobs is in the audit trail (entity 'job', its job_runs id; who asked, or no one
-- for the daily schedule; how many e-mails and texts each job queued).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_check
  CHECK (entity IN ('teacher', 'school', 'supervisor', 'request', 'inquiry', 'settings', 'account', 'job'));
