-- The dashboard's alert lists (the first 25 of each group in name order) read from indexes in their
-- own order instead of joining every member of a group to the records' heap and sorting it. teacher_derived keeps a
-- copy of each teacher's name, written by the trigger that marks the row stale, in the transaction that changes the
-- record (so it is never older than the record), and one index per group ends on (last_name, first_name).
ALTER TABLE teacher_derived ADD COLUMN last_name text NOT NULL DEFAULT '', ADD COLUMN first_name text NOT NULL DEFAULT '';

UPDATE teacher_derived d SET last_name = t.last_name, first_name = t.first_name FROM teachers t WHERE t.id = d.teacher_id;

CREATE OR REPLACE FUNCTION teacher_derived_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM teacher_derived WHERE teacher_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO teacher_derived (teacher_id, last_name, first_name) VALUES (NEW.id, NEW.last_name, NEW.first_name)
    ON CONFLICT (teacher_id) DO UPDATE SET valid_until = '-infinity', version = teacher_derived.version + 1,
      last_name = EXCLUDED.last_name, first_name = EXCLUDED.first_name;
  RETURN NEW;
END $$;

-- Each alert group in the dashboard's order (its own date first where it has one, then the name, then the id).
CREATE INDEX teacher_derived_first_obs_name_idx ON teacher_derived (first_obs, last_name, first_name, teacher_id) WHERE first_obs IS NOT NULL;
CREATE INDEX teacher_derived_forms_name_idx ON teacher_derived (last_name, first_name, teacher_id) WHERE forms_pending IS NOT NULL;
CREATE INDEX teacher_derived_hire_name_idx ON teacher_derived (hire_added, last_name, first_name, teacher_id) WHERE hire_added IS NOT NULL;
CREATE INDEX teacher_derived_cert_name_idx ON teacher_derived (cert_state, cert_end, last_name, first_name, teacher_id)
  WHERE cert_state IN ('ending', 'grace');
CREATE INDEX teacher_derived_lapse_name_idx ON teacher_derived (lapse_since, last_name, first_name, teacher_id) WHERE lapse_since IS NOT NULL;
CREATE INDEX teacher_derived_overdue_name_idx ON teacher_derived (overdue_from, last_name, first_name, teacher_id) WHERE overdue_from IS NOT NULL;
-- The group indexes of migration 025 these replace (the jobs' cert_end and lapse_since reads use the ones above).
DROP INDEX teacher_derived_first_obs_idx, teacher_derived_forms_idx, teacher_derived_hire_idx, teacher_derived_cert_idx,
  teacher_derived_lapse_idx, teacher_derived_overdue_idx;

-- The TEA export (GET /api/compliance?format=csv) written by SQL a page at a time: each record's counted formal
-- observations (shared-domain's countedObservations, computed with the rest of the row when the record changes) as
-- [date, kind, mode, minutes, pre-conference, post-conference], and the record's certificate and stored supervisor
-- text as the export reads them. Every row is recomputed once (the first read after this migration).
ALTER TABLE teacher_derived ADD COLUMN export_obs jsonb NOT NULL DEFAULT '[]'::jsonb, ADD COLUMN export_cert text NOT NULL DEFAULT '',
  ADD COLUMN export_supervisor text NOT NULL DEFAULT '';
UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1;

-- One CSV cell exactly as shared-domain's csv.ts writes a string: a leading tab, CR or line feed, or = + - @ (or their
-- full-width forms) after any leading white space (JavaScript's \s) gets a leading apostrophe; then a cell holding a
-- quote, comma, CR or line feed is quoted with its quotes doubled. NULL is the empty cell. One expression, which
-- PostgreSQL inlines, trying the pattern only after a first character of white space (a pattern per cell cost 3x).
CREATE FUNCTION csv_text(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v IS NULL THEN ''
    WHEN left(v, 1) <> '' AND (strpos(E'\t\r\n=+-@\uff1d\uff0b\uff0d\uff20', left(v, 1)) > 0
      OR (strpos(E'\u000b\f \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff', left(v, 1)) > 0
          AND v ~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[-=+@\uff1d\uff0b\uff0d\uff20]'))
      THEN CASE WHEN strpos(v, '"') > 0 OR strpos(v, ',') > 0 OR strpos(v, E'\r') > 0 OR strpos(v, E'\n') > 0
                THEN '"''' || replace(v, '"', '""') || '"' ELSE '''' || v END
    WHEN strpos(v, '"') > 0 OR strpos(v, ',') > 0 OR strpos(v, E'\r') > 0 OR strpos(v, E'\n') > 0
      THEN '"' || replace(v, '"', '""') || '"'
    ELSE v END
$$;
-- The export's keyset order (the list's name order).
CREATE INDEX teacher_derived_name_idx ON teacher_derived (last_name, first_name, teacher_id);
