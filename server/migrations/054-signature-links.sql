-- One-time links to people outside the portal (the mentor, the principal): only the token's hash is kept. A used link keeps its row
-- (used_at set) so that its page can say it was used; an expired one says it expired.
CREATE TABLE signature_links (
  token_hash text PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('observation-feedback', 'intern-mentor-attestation', 'mentor-agreement')),
  observation_id text,
  signer_role text NOT NULL CHECK (signer_role IN ('mentor', 'principal')),
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  sent_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX signature_links_teacher_idx ON signature_links (teacher_id, observation_id);

-- An electronic signature (ESIGN/UETA): the name typed, the statement ticked, the exact text signed and its SHA-256,
-- who (the address the link was sent to), when and from which network address.
CREATE TABLE signatures (
  id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('observation-feedback', 'intern-mentor-attestation', 'mentor-agreement')),
  observation_id text,
  signer_role text NOT NULL CHECK (signer_role IN ('mentor', 'principal')),
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  signed_text text NOT NULL,
  text_sha256 text NOT NULL CHECK (text_sha256 ~ '^[0-9a-f]{64}$'),
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  signed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The version of the form's text signed (empty for an acknowledgement) and the document its PDF is stored as.
  text_version text NOT NULL DEFAULT '',
  document_id uuid REFERENCES documents (id) ON DELETE SET NULL
);
CREATE INDEX signatures_teacher_idx ON signatures (teacher_id, signed_at);
