-- The certification-ending and payment-due jobs read only what they have not reminded yet. Each run read
-- every certification ending in its window and every charge falling due in it, and looked each one's reminder up in
-- job_sends: at a large program's size, thousands of rows a run, all reminded already. A reminder is pending here
-- until its job finds it sent: a run reads
-- its window's pending reminders, and after its sends deletes those whose send is in job_sends (subject 'ref:day'),
-- and those past, never to be sent. job_sends stays the record of what was sent.
--
-- A narrow table, not a mark on the row: marking a first run's charges would rewrite their rows and every index of
-- ledger_entries; a deletion here writes no index. Kept by the triggers below, so a row added anywhere
-- (the API, an import, the seed, a restore, the derived state's refresh) is pending, and a date moved (a due date, a
-- certification's end) is pending again for its new date.
CREATE TABLE reminders_pending (
  job text NOT NULL,
  -- The date the reminder is for: the charge's due date, the certification's end date.
  day date NOT NULL,
  -- The charge's id, the teacher's id.
  ref uuid NOT NULL,
  PRIMARY KEY (job, day, ref)
);

-- A charge's payment reminder: pending for its due date.
CREATE FUNCTION charge_reminder_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.kind = 'charge' AND OLD.due_date IS NOT NULL THEN
    DELETE FROM reminders_pending WHERE job = 'payment-due' AND day = OLD.due_date AND ref = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind = 'charge' AND NEW.due_date IS NOT NULL THEN
    INSERT INTO reminders_pending (job, day, ref) VALUES ('payment-due', NEW.due_date, NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_reminder_pending AFTER INSERT OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION charge_reminder_pending();
CREATE TRIGGER ledger_reminder_pending_moved AFTER UPDATE OF kind, due_date ON ledger_entries
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.due_date IS DISTINCT FROM NEW.due_date)
  EXECUTE FUNCTION charge_reminder_pending();

-- A certification's ending reminder: pending for its end date (teacher_derived.cert_end, written by the refresh).
CREATE FUNCTION cert_reminder_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.cert_end IS NOT NULL THEN
    DELETE FROM reminders_pending WHERE job = 'certification-ending' AND day = OLD.cert_end AND ref = OLD.teacher_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.cert_end IS NOT NULL THEN
    INSERT INTO reminders_pending (job, day, ref) VALUES ('certification-ending', NEW.cert_end, NEW.teacher_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER derived_reminder_pending AFTER INSERT OR DELETE ON teacher_derived
  FOR EACH ROW EXECUTE FUNCTION cert_reminder_pending();
CREATE TRIGGER derived_reminder_pending_moved AFTER UPDATE OF cert_end ON teacher_derived
  FOR EACH ROW WHEN (OLD.cert_end IS DISTINCT FROM NEW.cert_end)
  EXECUTE FUNCTION cert_reminder_pending();

-- TRUNCATE (a restore, seed --reset) leaves nothing pending of the rows it empties.
CREATE FUNCTION reminders_pending_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reminders_pending WHERE job = TG_ARGV[0];
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_reminders_truncate AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION reminders_pending_truncate('payment-due');
CREATE TRIGGER derived_reminders_truncate AFTER TRUNCATE ON teacher_derived
  FOR EACH STATEMENT EXECUTE FUNCTION reminders_pending_truncate('certification-ending');

-- What is pending already: the reminders not sent yet that can still be (from yesterday on: the program's day may be
-- behind UTC's).
INSERT INTO reminders_pending (job, day, ref)
SELECT 'payment-due', c.due_date, c.id FROM ledger_entries c
 WHERE c.kind = 'charge' AND c.due_date >= current_date - 1
   AND NOT EXISTS (SELECT 1 FROM job_sends s WHERE s.job = 'payment-due'
                     AND s.subject = c.id::text || ':' || to_char(c.due_date, 'YYYY-MM-DD'));
INSERT INTO reminders_pending (job, day, ref)
SELECT 'certification-ending', d.cert_end, d.teacher_id FROM teacher_derived d
 WHERE d.cert_end >= current_date - 1
   AND NOT EXISTS (SELECT 1 FROM job_sends s WHERE s.job = 'certification-ending'
                     AND s.subject = d.teacher_id::text || ':' || to_char(d.cert_end, 'YYYY-MM-DD'));
