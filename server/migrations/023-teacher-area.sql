-- The teacher's own area.

-- A teacher's account is tied to one teacher record. invited_at / accepted_at / revoked_at: the portal state staff see
-- on the record (accepted: the set-password link was used; revoked: the account can no longer sign in).
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'supervisor', 'school', 'teacher'));
-- Deferrable: with teachers.created_by -> users it closes a loop, so a restore (one transaction) checks it at commit.
ALTER TABLE users ADD COLUMN teacher_id uuid REFERENCES teachers (id) ON DELETE CASCADE DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE users ADD CONSTRAINT users_teacher_check CHECK ((role = 'teacher') = (teacher_id IS NOT NULL));
CREATE UNIQUE INDEX users_teacher_key ON users (teacher_id) WHERE teacher_id IS NOT NULL;
ALTER TABLE users ADD COLUMN invited_at timestamptz;
ALTER TABLE users ADD COLUMN accepted_at timestamptz;
ALTER TABLE users ADD COLUMN revoked_at timestamptz;

-- "E-mail me a sign-in link": a one-time token of its own purpose (one active per account, 15 minutes).
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check CHECK (purpose IN ('reset', 'invitation', 'sign-in'));

-- The teacher's talent-pool consent as it stands (the newest consent record), read by Browse, Find Teachers and a
-- school's request: on, and the schools (ids) and districts (names) it is hidden from. It starts off for everyone:
-- publicProfile.show, which staff set until now, stays as the staff's "available" flag, and the pool shows a teacher
-- only with both. The teacher's reminder choices (e-mail / text) live beside it.
ALTER TABLE teachers ADD COLUMN consent_on boolean NOT NULL DEFAULT false;
ALTER TABLE teachers ADD COLUMN consent_hidden_schools jsonb NOT NULL DEFAULT '[]';
ALTER TABLE teachers ADD COLUMN consent_hidden_districts jsonb NOT NULL DEFAULT '[]';
ALTER TABLE teachers ADD COLUMN notify_email boolean NOT NULL DEFAULT true;
ALTER TABLE teachers ADD COLUMN notify_sms boolean NOT NULL DEFAULT false;

-- Every consent change, kept: who (the teacher, or staff turning it off for cause, or this migration), when, and the
-- text shown. Never updated or deleted while the record exists.
CREATE TABLE teacher_consents (
  id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  consent_on boolean NOT NULL,
  hidden_school_ids jsonb NOT NULL DEFAULT '[]',
  hidden_districts jsonb NOT NULL DEFAULT '[]',
  given_by text NOT NULL CHECK (given_by IN ('teacher', 'staff-off', 'migration')),
  actor text,
  text_version text,
  text_shown text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (teacher_id, version)
);

INSERT INTO teacher_consents (id, teacher_id, version, consent_on, given_by, text_shown)
SELECT gen_random_uuid(), id, 1, false, 'migration',
       'Consent starts off: the teacher decides whether the profile is on the talent pool.'
  FROM teachers;

-- The public pool and Find Teachers read consenting teachers only.
CREATE INDEX teachers_consent_idx ON teachers (teacher_status) WHERE consent_on;
