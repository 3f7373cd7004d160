-- Staff may approve field-based experience hours the observed teacher has not confirmed only by attesting them
-- (the reason is the entry's internal note). Such an entry counts; any other approval counts once confirmed.
ALTER TABLE field_hours ADD COLUMN attested boolean NOT NULL DEFAULT false;
