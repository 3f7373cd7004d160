-- Who confirmed an entry, across interns: staff are warned about an address that confirmed for many of them.
CREATE INDEX field_hours_observed_idx ON field_hours (observed_email, teacher_id) WHERE confirmation = 'confirmed';
-- Confirmation requests of one teacher in the last 24 hours (the daily limit).
CREATE INDEX field_hours_logged_idx ON field_hours (teacher_id, logged_at);

-- Words staff keep for themselves and words for the teacher are separate fields. Every note written so far was one
-- field that staff wrote for staff, so it stays internal: the teacher-facing fields start empty.
ALTER TABLE ledger_entries ADD COLUMN note_to_teacher text NOT NULL DEFAULT '';
ALTER TABLE field_hours ADD COLUMN message_to_teacher text NOT NULL DEFAULT '';
