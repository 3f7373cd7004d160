-- Device cookies (OWASP "slow down online guessing attacks with device cookies"): a browser that signed in to an
-- account once holds a signed cookie naming a row here; its sign-ins are counted per device, not against the
-- account's ceiling, so a stranger's guesses from elsewhere cannot lock its owner out. Kept in the database so every
-- API replica knows the device.
CREATE TABLE trusted_devices (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_used_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id);
CREATE INDEX trusted_devices_expires_idx ON trusted_devices (expires_at);

-- The idle clock of a session: every authenticated request moves it on, on whichever replica it lands; a session
-- idle longer than the system setting for its role has ended.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT clock_timestamp();

-- Two-factor sign-in (TOTP) for staff: the secret (base32) once confirmed, and the single-use recovery codes
-- (hashed; used_at once spent).
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;
CREATE TABLE recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The password step of a sign-in with two-factor: a short-lived challenge (hashed), answered by a code.
CREATE TABLE sign_in_challenges (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_challenges_expires_idx ON sign_in_challenges (expires_at);
