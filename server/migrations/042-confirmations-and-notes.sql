-- Who confirmed an entry, across interns: staff are warned about an address that confirmed for many of them.
CREATE INDEX field_hours_observed_idx ON field_hours (observed_email, teacher_id) WHERE confirmation = 'confirmed';
-- Confirmation requests of one teacher in the last 24 hours (the daily limit).
CREATE INDEX field_hours_logged_idx ON field_hours (teacher_id, logged_at);
