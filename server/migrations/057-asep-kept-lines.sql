-- The year-end report's files streamed from an index: each candidate's CSV lines of the kept years (shared-domain
-- asepKeptLines: the year due now and the one before it), written with the candidate's derived row, in the same
-- statement and for the same version, so they are exactly as current as that row. The files whose last column is the
-- field supervisor keep their lines without that cell; the download adds the name the assigned supervisor has then
-- (supervisor_id: the current assignment's), else the record's own supervisor text, both kept here with the lines.
-- Keyed by no unique constraint: a recomputation deletes a candidate's lines and inserts the new ones in one statement.
CREATE TABLE teacher_asep_lines (
  year integer NOT NULL,
  file text NOT NULL,
  last_name text NOT NULL,
  first_name text NOT NULL,
  teacher_id uuid NOT NULL,
  lines text[] NOT NULL,
  supervisor_id uuid,
  supervisor_text text NOT NULL DEFAULT '',
  CONSTRAINT teacher_asep_lines_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES teachers(id) ON DELETE CASCADE,
  CONSTRAINT teacher_asep_lines_file_check CHECK (file IN ('admissions', 'finishers', 'clinical-experience', 'observations'))
);
-- A file of a year in the report's order (the candidates' names, then their ids).
CREATE INDEX teacher_asep_lines_file_idx ON teacher_asep_lines (year, file, last_name, first_name, teacher_id);
CREATE INDEX teacher_asep_lines_teacher_idx ON teacher_asep_lines (teacher_id);

-- The lines read the path's stages, the admission facts and the current assignment too: a change to any of them marks
-- the candidate's derived row stale in the writing transaction, as a change to the record does (migration 025).
CREATE FUNCTION teacher_derived_path_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1
     WHERE teacher_id IN (SELECT DISTINCT teacher_id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1
     WHERE teacher_id IN (SELECT DISTINCT teacher_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER teacher_path_entries_derived_insert AFTER INSERT ON teacher_path_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER teacher_path_entries_derived_update AFTER UPDATE ON teacher_path_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER teacher_path_entries_derived_delete AFTER DELETE ON teacher_path_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER teacher_admissions_derived_insert AFTER INSERT ON teacher_admissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER teacher_admissions_derived_update AFTER UPDATE ON teacher_admissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER teacher_admissions_derived_delete AFTER DELETE ON teacher_admissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER assignments_derived_insert AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER assignments_derived_update AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();
CREATE TRIGGER assignments_derived_delete AFTER DELETE ON assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_path_stale();

-- Every row is computed again (the first reads after this migration), now with its lines.
UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1;
