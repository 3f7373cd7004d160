-- Requests for Exception (19 TAC 229): a requirement a candidate missed for a reason TEA accepts, filed with the year's
-- ASEP report. One row per candidate, requirement and academic year (the year named by the calendar year it begins in);
-- its reason, the evidence, where it stands, and the days it was filed and decided.
CREATE TABLE asep_exceptions (
  id uuid NOT NULL,
  teacher_id uuid NOT NULL,
  academic_year integer NOT NULL,
  requirement text NOT NULL,
  reason text NOT NULL,
  evidence text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft',
  filed_on date,
  decided_on date,
  created_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamp with time zone NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT asep_exceptions_pkey PRIMARY KEY (id),
  CONSTRAINT asep_exceptions_teacher_id_fkey FOREIGN KEY (teacher_id) REFERENCES teachers(id) ON DELETE CASCADE,
  CONSTRAINT asep_exceptions_unique UNIQUE (teacher_id, academic_year, requirement),
  CONSTRAINT asep_exceptions_year_check CHECK (academic_year BETWEEN 2000 AND 2100),
  CONSTRAINT asep_exceptions_requirement_check CHECK (requirement IN ('observationCount', 'firstObservation',
    'observationDuration', 'postConference', 'fieldSupervisor', 'admission', 'other')),
  CONSTRAINT asep_exceptions_status_check CHECK (status IN ('draft', 'submitted', 'approved', 'denied')),
  CONSTRAINT asep_exceptions_decided_check CHECK ((status IN ('approved', 'denied')) = (decided_on IS NOT NULL))
);
CREATE INDEX asep_exceptions_year_idx ON asep_exceptions (academic_year, teacher_id);
