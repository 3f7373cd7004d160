-- Errors the browser reports (a page that threw, a chunk that failed to load). A log, not a record:
-- no personal data (a path without query string, the role at most), the newest CLIENT_ERRORS_KEPT rows kept.
CREATE TABLE client_errors (
  id uuid PRIMARY KEY,
  area text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('render', 'chunk')),
  page text NOT NULL,
  message text NOT NULL,
  stack text NOT NULL DEFAULT '',
  release text NOT NULL DEFAULT '',
  role text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  seq bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX client_errors_seq_idx ON client_errors (seq DESC);
