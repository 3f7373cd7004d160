-- What the dashboard, the compliance list and the daily jobs need of each teacher, computed by
-- shared-domain's deriveTeacherState() and kept here so that SQL can filter, count and page over it. A row is stale
-- (valid_until = '-infinity') from the moment its record or ledger changes (the triggers below, in the writing
-- transaction); the server recomputes stale rows, and rows whose answer can change today (valid_until <= today),
-- before it reads the table. Not backed up: a restore's teachers mark their rows stale and they are rebuilt.
CREATE TABLE teacher_derived (
  teacher_id uuid PRIMARY KEY,
  -- Bumped by every change that makes the row stale: a recomputation writes only over the version it read.
  version bigint NOT NULL DEFAULT 1,
  computed_on date,
  valid_until date NOT NULL DEFAULT '-infinity',
  compliance_status text,
  next_due date,
  counted jsonb,
  required jsonb,
  problems jsonb,
  open_items integer,
  cert_state text,
  cert_end date,
  grace_until date,
  balance_cents bigint,
  first_obs text,
  first_obs_date text,
  forms_pending text[],
  hire_added text,
  hire_days integer,
  obs_deadline date,
  obs_days date[],
  lapse_since date,
  overdue_from date,
  overdue_cents bigint
);
CREATE INDEX teacher_derived_valid_until_idx ON teacher_derived (valid_until);
CREATE INDEX teacher_derived_status_idx ON teacher_derived (compliance_status);
CREATE INDEX teacher_derived_first_obs_idx ON teacher_derived (first_obs) WHERE first_obs IS NOT NULL;
CREATE INDEX teacher_derived_forms_idx ON teacher_derived (teacher_id) WHERE forms_pending IS NOT NULL;
CREATE INDEX teacher_derived_hire_idx ON teacher_derived (hire_added) WHERE hire_added IS NOT NULL;
CREATE INDEX teacher_derived_cert_idx ON teacher_derived (cert_state, cert_end) WHERE cert_state IN ('ending', 'grace');
CREATE INDEX teacher_derived_lapse_idx ON teacher_derived (lapse_since) WHERE lapse_since IS NOT NULL;
CREATE INDEX teacher_derived_overdue_idx ON teacher_derived (overdue_from) WHERE overdue_from IS NOT NULL;
CREATE INDEX teacher_derived_cert_end_idx ON teacher_derived (cert_end) WHERE cert_end IS NOT NULL;
-- The payment-due job's charges by due date, and each charge's payments (the open amounts).
CREATE INDEX ledger_charge_due_idx ON ledger_entries (due_date) WHERE kind = 'charge';
CREATE INDEX IF NOT EXISTS ledger_payment_charge_idx ON ledger_entries (charge_id) WHERE charge_id IS NOT NULL;
CREATE INDEX teacher_derived_deadline_idx ON teacher_derived (obs_deadline) WHERE obs_deadline IS NOT NULL;

-- The settings and program day the rows were computed for: other settings (or an earlier day) recompute them all.
CREATE TABLE teacher_derived_meta (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  settings_key text NOT NULL DEFAULT '',
  day date
);
INSERT INTO teacher_derived_meta DEFAULT VALUES;

CREATE FUNCTION teacher_derived_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM teacher_derived WHERE teacher_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO teacher_derived (teacher_id) VALUES (NEW.id)
    ON CONFLICT (teacher_id) DO UPDATE SET valid_until = '-infinity', version = teacher_derived.version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER teachers_derived_stale AFTER INSERT OR UPDATE OR DELETE ON teachers
  FOR EACH ROW EXECUTE FUNCTION teacher_derived_stale();

CREATE FUNCTION teacher_derived_ledger_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1
   WHERE teacher_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.teacher_id ELSE NEW.teacher_id END);
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_derived_stale AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION teacher_derived_ledger_stale();

-- TRUNCATE teachers (a restore, seed --reset) empties the derived rows too.
CREATE FUNCTION teacher_derived_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM teacher_derived;
  RETURN NULL;
END $$;
CREATE TRIGGER teachers_derived_truncate AFTER TRUNCATE ON teachers
  FOR EACH STATEMENT EXECUTE FUNCTION teacher_derived_truncate();

-- The teachers already stored.
INSERT INTO teacher_derived (teacher_id) SELECT id FROM teachers;
