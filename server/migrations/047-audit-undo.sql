-- An act taken back within the undo window is its own audit row (action 'undo'): the act's row stays, so the trail
-- keeps both.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('create', 'update', 'delete', 'undo'));
