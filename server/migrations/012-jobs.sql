-- Scheduled jobs. A run: the daily one (at most one per program-local day, whichever server claims it
-- first) or one an admin asked for; its results say what each job did.
CREATE TABLE job_runs (
  id uuid PRIMARY KEY,
  trigger text NOT NULL CHECK (trigger IN ('daily', 'manual')),
  day date NOT NULL,
  actor text,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  results jsonb NOT NULL DEFAULT '[]',
  error text
);
CREATE UNIQUE INDEX job_runs_one_daily ON job_runs (day) WHERE trigger = 'daily';
CREATE INDEX job_runs_started_idx ON job_runs (started_at DESC);

-- What a job has already sent, one row per job and subject (a teacher's end date, an intern's lapse): written in
-- the transaction that queues the e-mails, so a second run - on this server or another - finds it and sends nothing.
CREATE TABLE job_sends (
  job text NOT NULL,
  subject text NOT NULL,
  run_id uuid NOT NULL REFERENCES job_runs (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (job, subject)
);
