-- The dashboard's teacher figures kept as counts instead of counted on every call. Counted, the dashboard's two
-- whole-table passes (the alert groups' totals, the days-to-hire buckets and the observations due and done by week
-- over teacher_derived; the status counts over teacher_search) are most of its time at a large program's size.
--
-- derived_counts holds signed deltas: each statement that inserts, updates or deletes rows of teacher_derived or
-- teacher_search adds, per figure (kind, and the day for the by-day figures), how many rows entered it minus how many
-- left it; the sum of a figure's rows is its count. Statement triggers with transition tables write one row per
-- figure a statement changed (none for a statement that changed no figure: the stale marks, most edits), and only
-- insert, so concurrent writers never wait on one another. derived_counts_compact() folds the rows into one per
-- figure (the derived refresh calls it after each run). Not backed up: rebuilt from the tables it counts.
CREATE TABLE derived_counts (
  kind text COLLATE "C" NOT NULL,
  -- The day of a by-day figure (observations due: the deadline; observations done: the observation's day), else NULL.
  day date,
  n integer NOT NULL
);
CREATE INDEX derived_counts_kind_idx ON derived_counts (kind, day);

-- The figures a teacher_derived row counts in (its columns, by name). The dashboard's alert totals, days-to-hire buckets and chart read them
-- (dashboard-repository.ts); server/test/derived-state.test.ts checks the kept sums against the same figures counted
-- afresh with COUNT(*) FILTER over the table after random edits.
CREATE FUNCTION derived_count_keys(first_obs text, forms_pending text[], hire_added text, cert_state text, overdue_from date,
                                   hire_days integer, obs_deadline date, obs_days date[])
  RETURNS TABLE (kind text, day date) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.kind, k.day FROM (VALUES
      (CASE first_obs WHEN 'due' THEN 'firstDue' WHEN 'overdue' THEN 'firstOverdue' END, NULL::date),
      (CASE WHEN forms_pending IS NOT NULL THEN 'forms' END, NULL),
      (CASE WHEN hire_added IS NOT NULL THEN 'hire' END, NULL),
      (CASE cert_state WHEN 'grace' THEN 'grace' WHEN 'ending' THEN 'ending' END, NULL),
      (CASE WHEN overdue_from IS NOT NULL THEN 'overdue' END, NULL),
      (CASE WHEN hire_days BETWEEN 0 AND 30 THEN 'hireDays0' WHEN hire_days BETWEEN 31 AND 60 THEN 'hireDays1'
            WHEN hire_days BETWEEN 61 AND 90 THEN 'hireDays2' WHEN hire_days > 90 THEN 'hireDays3' END, NULL),
      (CASE WHEN obs_deadline IS NOT NULL THEN 'obsDue' END, obs_deadline)) k (kind, day)
   WHERE k.kind IS NOT NULL
  UNION ALL
  SELECT 'obsDone', d FROM unnest(obs_days) d
$$;

CREATE FUNCTION derived_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO derived_counts (kind, day, n)
      SELECT k.kind, k.day, count(*) FROM new_rows r, derived_count_keys(r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO derived_counts (kind, day, n)
      SELECT k.kind, k.day, -count(*) FROM old_rows r, derived_count_keys(r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k GROUP BY 1, 2;
  ELSE
    INSERT INTO derived_counts (kind, day, n)
      SELECT kind, day, sum(n) FROM (
          SELECT k.kind, k.day, 1 AS n FROM new_rows r, derived_count_keys(r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k
          UNION ALL
          SELECT k.kind, k.day, -1 FROM old_rows r, derived_count_keys(r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k) x
       GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER teacher_derived_counts_insert AFTER INSERT ON teacher_derived
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived_counts_change();
CREATE TRIGGER teacher_derived_counts_update AFTER UPDATE ON teacher_derived
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION derived_counts_change();
CREATE TRIGGER teacher_derived_counts_delete AFTER DELETE ON teacher_derived
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION derived_counts_change();

-- The teachers by status (kind 'status:' and the status), from teacher_search's copy of it.
CREATE FUNCTION search_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO derived_counts (kind, n) SELECT 'status:' || status, count(*) FROM new_rows GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO derived_counts (kind, n) SELECT 'status:' || status, -count(*) FROM old_rows GROUP BY 1;
  ELSE
    INSERT INTO derived_counts (kind, n)
      SELECT kind, sum(n) FROM (
          SELECT 'status:' || status AS kind, 1 AS n FROM new_rows
          UNION ALL
          SELECT 'status:' || status, -1 FROM old_rows) x
       GROUP BY 1 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER teacher_search_counts_insert AFTER INSERT ON teacher_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_change();
CREATE TRIGGER teacher_search_counts_update AFTER UPDATE ON teacher_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_change();
CREATE TRIGGER teacher_search_counts_delete AFTER DELETE ON teacher_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_change();

-- A TRUNCATE (a restore, seed --reset: TRUNCATE teachers CASCADE) empties what it counted.
CREATE FUNCTION derived_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'teacher_search' THEN
    DELETE FROM derived_counts WHERE kind LIKE 'status:%';
  ELSE
    DELETE FROM derived_counts WHERE kind NOT LIKE 'status:%';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER teacher_derived_counts_truncate AFTER TRUNCATE ON teacher_derived
  FOR EACH STATEMENT EXECUTE FUNCTION derived_counts_truncate();
CREATE TRIGGER teacher_search_counts_truncate AFTER TRUNCATE ON teacher_search
  FOR EACH STATEMENT EXECUTE FUNCTION derived_counts_truncate();

-- Folds the rows of each figure that has several into one (dropping a figure that sums to none); a figure kept in one
-- row is not rewritten. Rows a concurrent writer inserts meanwhile are not in this statement's snapshot and stay.
CREATE FUNCTION derived_counts_compact() RETURNS void LANGUAGE sql AS $$
  WITH several AS (SELECT kind, day FROM derived_counts GROUP BY 1, 2 HAVING count(*) > 1),
       gone AS (DELETE FROM derived_counts c USING several s WHERE c.kind = s.kind AND c.day IS NOT DISTINCT FROM s.day
                RETURNING c.kind, c.day, c.n)
  INSERT INTO derived_counts (kind, day, n) SELECT kind, day, sum(n) FROM gone GROUP BY 1, 2 HAVING sum(n) <> 0
$$;

-- The observations-done chart reads its counts from here now: migration 033's index of each teacher's latest
-- observation day, which served the chart's scan of teacher_derived, would only cost writes.
DROP INDEX teacher_derived_last_obs_idx;
DROP FUNCTION last_day_of(date[]);

-- What is stored already.
INSERT INTO derived_counts (kind, day, n) SELECT k.kind, k.day, count(*) FROM teacher_derived r, derived_count_keys(r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k GROUP BY 1, 2;
INSERT INTO derived_counts (kind, n) SELECT 'status:' || status, count(*) FROM teacher_search GROUP BY 1;
