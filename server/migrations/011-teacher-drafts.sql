-- Drafts of the teacher record kept on the server: one per signed-in user and teacher, so a draft saved
-- on one computer is offered on another. Deleted with the user or the teacher; the record's save discards it.
CREATE TABLE teacher_drafts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  doc jsonb NOT NULL,
  base_updated_at text,
  saved_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, teacher_id)
);
CREATE INDEX teacher_drafts_teacher_idx ON teacher_drafts (teacher_id);
