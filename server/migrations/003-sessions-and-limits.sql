-- Sessions: one row per live token (by its jti). Every authenticated request checks its row, on whichever
-- replica it lands, so signing out, a password change or a used reset link end sessions everywhere at once.
-- Tokens issued before this migration have no row: their holders sign in once more.
CREATE TABLE sessions (
  jti text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- A deny-list is no longer needed: a signed-out token is one without a session row.
DROP TABLE revoked_tokens;

-- Rate-limit counters shared by every replica: hits per key in fixed buckets of the rule's window; the limiter
-- weighs the previous bucket by how much of it still lies inside the sliding window.
CREATE TABLE rate_limits (
  key text NOT NULL,
  bucket bigint NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, bucket)
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
