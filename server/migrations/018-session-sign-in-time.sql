-- Sessions with an end: each session keeps the time of the sign-in that started it, and a token
-- refresh carries it over, so no session outlives SESSION_ABSOLUTE_MS (30 days) from its sign-in however often
-- it is refreshed. A session live before this migration counts from when its current token was issued.
ALTER TABLE sessions ADD COLUMN signed_in_at timestamptz;
UPDATE sessions SET signed_in_at = created_at;
ALTER TABLE sessions ALTER COLUMN signed_in_at SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN signed_in_at SET DEFAULT clock_timestamp();
