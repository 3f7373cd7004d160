-- "Forgot password" and "E-mail me a sign-in link" answer after the same work for every address: the request is
-- written here (one row, known address or not) and answered; the account is looked up, its link issued and its
-- e-mail queued after the answer, in one transaction that also deletes the row. A server that stops in between
-- leaves the row, which the next pass (any server) handles: an answered request is never lost.
CREATE TABLE link_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reset', 'sign-in')),
  email text NOT NULL,
  -- Failed passes: a request that keeps failing is dropped after five (logged), never blocking the others.
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
