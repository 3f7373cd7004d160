-- A teacher's evidence. Files are stored in PostgreSQL (every replica and every backup holds them) behind
-- server/src/storage: a blob is its chunks (at most STORAGE_CHUNK_BYTES each), written while the upload streams in and
-- read back one chunk at a time, so no query holds a whole file.
CREATE TABLE file_blobs (
  id uuid PRIMARY KEY,
  size bigint NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE file_chunks (
  blob_id uuid NOT NULL REFERENCES file_blobs (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (blob_id, n)
);

-- Every version of every document of a teacher; the current one of a kind is its highest version. Verification is
-- per version: a new upload needs verifying again (setting requireDocumentVerification).
CREATE TABLE documents (
  id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  kind text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  blob_id uuid NOT NULL REFERENCES file_blobs (id),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size bigint NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'returned')),
  reviewed_by text,
  reviewed_at timestamptz,
  return_reason text NOT NULL DEFAULT '',
  UNIQUE (teacher_id, kind, version)
);
CREATE INDEX documents_teacher_idx ON documents (teacher_id, kind, version DESC);

-- Field-based experience (§228.43): one entry per day and observed teacher; the observed teacher confirms it through a
-- one-time link (only the token's hash is kept), then staff approve it. Only confirmed and approved hours count.
CREATE TABLE field_hours (
  id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  day date NOT NULL,
  hours numeric(3, 1) NOT NULL CHECK (hours > 0 AND hours <= 6),
  campus text NOT NULL,
  observed_name text NOT NULL,
  observed_email text NOT NULL,
  activity text NOT NULL,
  logged_by text NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  confirmation text NOT NULL DEFAULT 'awaiting' CHECK (confirmation IN ('awaiting', 'confirmed', 'declined')),
  confirm_comment text NOT NULL DEFAULT '',
  confirmed_at timestamptz,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  review text NOT NULL DEFAULT 'pending' CHECK (review IN ('pending', 'approved', 'returned')),
  actively_engaged boolean NOT NULL DEFAULT false,
  review_note text NOT NULL DEFAULT '',
  reviewed_by text,
  reviewed_at timestamptz,
  UNIQUE (teacher_id, day, observed_email)
);
CREATE INDEX field_hours_teacher_idx ON field_hours (teacher_id, day);

-- thirtyObsHours set by hand (hours earned before the log existed), with a note; while set, the log does not move it.
CREATE TABLE field_hours_manual (
  teacher_id uuid PRIMARY KEY REFERENCES teachers (id) ON DELETE CASCADE,
  status text NOT NULL,
  note text NOT NULL,
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
