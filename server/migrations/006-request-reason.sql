-- The admin's reason for an answer (asked for when denying), shown to the school with the answer and e-mailed to it.
ALTER TABLE requests ADD COLUMN reason text NOT NULL DEFAULT '';
