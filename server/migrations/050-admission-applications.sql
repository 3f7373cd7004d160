-- The applications visitors fill in on the public site, saved as they go. A draft is found by the hash of the secret
-- the applicant's browser and resume link hold (the secret itself is never stored). Submitting links the draft to
-- the candidate record it created; a submitted application is read only.
CREATE TABLE admission_applications (
  id uuid NOT NULL,
  secret_hash text NOT NULL,
  data jsonb NOT NULL,
  teacher_id uuid,
  created_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  submitted_at timestamp with time zone,
  CONSTRAINT admission_applications_pkey PRIMARY KEY (id),
  CONSTRAINT admission_applications_secret_hash_key UNIQUE (secret_hash),
  CONSTRAINT admission_applications_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES teachers(id) ON DELETE SET NULL
);

-- The candidate's receipt of each disclosure: which text version, when, and who acknowledged it.
CREATE TABLE disclosure_receipts (
  teacher_id uuid NOT NULL,
  disclosure text NOT NULL,
  version text NOT NULL,
  acknowledged_by text NOT NULL,
  acknowledged_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT disclosure_receipts_pkey PRIMARY KEY (teacher_id, disclosure, version),
  CONSTRAINT disclosure_receipts_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES teachers(id) ON DELETE CASCADE
);
