-- The candidate's path, admission to the standard certificate: each stage a teacher reached, on which day, who recorded
-- it and the evidence; an assignment stage (internship, clinical teaching, residency) carries its assignment type, and
-- its day is the day the assignment began (which observation rule applies). Rows are only added: the path's history.
CREATE TABLE teacher_path_entries (
  id uuid NOT NULL,
  teacher_id uuid NOT NULL,
  stage text NOT NULL,
  reached_on date NOT NULL,
  recorded_by text NOT NULL,
  evidence text NOT NULL DEFAULT '',
  assignment_type text,
  created_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT teacher_path_entries_pkey PRIMARY KEY (id),
  CONSTRAINT teacher_path_entries_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES teachers(id) ON DELETE CASCADE,
  CONSTRAINT teacher_path_entries_stage_check CHECK (stage IN ('applied', 'offered', 'admitted', 'pre-service', 'eligible',
    'certificate-recommended', 'internship', 'clinical-teaching', 'residency', 'completed', 'withdrawn', 'inactive')),
  CONSTRAINT teacher_path_entries_assignment_type_check CHECK (
    CASE stage
      WHEN 'internship' THEN assignment_type IN ('intern', 'probationary', 'probationary extension')
      WHEN 'clinical-teaching' THEN assignment_type = 'clinical teaching'
      WHEN 'residency' THEN assignment_type = 'residency'
      ELSE assignment_type IS NULL
    END)
);
CREATE INDEX teacher_path_entries_teacher_idx ON teacher_path_entries (teacher_id, reached_on, created_at);

-- The admission facts the criteria read (19 TAC §227.10: GPA, content readiness; §227.17: the written offer with its
-- effective date, the written acceptance, the report to TEA). One row per candidate; a fact not recorded is NULL.
CREATE TABLE teacher_admissions (
  teacher_id uuid NOT NULL,
  gpa_overall numeric(3, 2),
  gpa_last_60 numeric(3, 2),
  content_credit_hours integer,
  content_math_science_7_up boolean NOT NULL DEFAULT false,
  content_test_passed_on date,
  offer_sent_on date,
  admission_effective_on date,
  accepted_on date,
  tea_reported_on date,
  updated_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT teacher_admissions_pkey PRIMARY KEY (teacher_id),
  CONSTRAINT teacher_admissions_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES teachers(id) ON DELETE CASCADE,
  CONSTRAINT teacher_admissions_gpa_check CHECK (gpa_overall BETWEEN 0 AND 4 AND gpa_last_60 BETWEEN 0 AND 4),
  CONSTRAINT teacher_admissions_hours_check CHECK (content_credit_hours BETWEEN 0 AND 999)
);

-- The program's holiday calendar (the days a business-day clock skips besides weekends), a settings entry beside the
-- system settings.
INSERT INTO system_settings (key, value) VALUES ('holidays', '{"days": []}') ON CONFLICT (key) DO NOTHING;

-- A day of the record's free-text date fields, or NULL when the text holds none.
CREATE FUNCTION pg_temp.record_day(v text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  IF v IS NULL OR v !~ '^\d{4}-\d{2}-\d{2}' THEN RETURN NULL; END IF;
  RETURN left(v, 10)::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$fn$;

-- Each existing teacher at the stage the record implies, nothing on the record changed: every record was created for
-- an admitted candidate (on its admission day, else the day it was added); 'ready for hire' is eligible; an intern or
-- hire with a current placement is in an internship (probationary when the record's certificate is, else intern) from
-- the first day with students, else the certificate's or the placement's start; one without a placement has the
-- certificate recommended when the record names its type, else is eligible.
WITH facts AS (
  SELECT t.id, t.teacher_status AS status, t.doc #>> '{certificationInfo,certType}' AS cert_type,
         coalesce(pg_temp.record_day(t.doc #>> '{admissionDate,day}'), t.date_added::date) AS admitted_on,
         t.date_added::date AS added_on,
         pg_temp.record_day(t.doc #>> '{hiredListInfo,dateAdded}') AS listed_on,
         coalesce(pg_temp.record_day(t.doc #>> '{certificationInfo,firstDayWithStudent}'),
                  pg_temp.record_day(t.doc #>> '{certificationInfo,startDate}'),
                  pg_temp.record_day(a.start_date)) AS began_on,
         a.id IS NOT NULL AS placed
    FROM teachers t
    LEFT JOIN assignments a ON a.teacher_id = t.id AND a.is_current
), implied AS (
  SELECT id, 'admitted' AS stage, admitted_on AS reached_on, NULL AS assignment_type,
         'Admitted before the portal kept the path (the record''s admission day, else the day it was added)' AS evidence
    FROM facts
  UNION ALL
  SELECT id, 'eligible', greatest(admitted_on, coalesce(listed_on, added_on)), NULL,
         'Implied by the record''s status "ready for hire"'
    FROM facts WHERE status = 'ready for hire'
  UNION ALL
  SELECT id, 'internship', greatest(admitted_on, coalesce(began_on, added_on)),
         CASE WHEN cert_type = 'probationary' THEN 'probationary' ELSE 'intern' END,
         'Implied by the record''s status "' || status || '" with a current placement'
    FROM facts WHERE status IN ('intern', 'hired') AND placed
  UNION ALL
  SELECT id, CASE WHEN coalesce(cert_type, '') <> '' THEN 'certificate-recommended' ELSE 'eligible' END,
         greatest(admitted_on, added_on), NULL,
         'Implied by the record''s status "' || status || '" without a current placement'
    FROM facts WHERE status IN ('intern', 'hired') AND NOT placed
)
INSERT INTO teacher_path_entries (id, teacher_id, stage, reached_on, recorded_by, evidence, assignment_type, created_at)
SELECT gen_random_uuid(), id, stage, reached_on, 'Program staff', evidence, assignment_type,
       clock_timestamp() + CASE stage WHEN 'admitted' THEN interval '0' ELSE interval '1 millisecond' END
  FROM implied;
