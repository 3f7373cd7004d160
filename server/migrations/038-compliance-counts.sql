-- The Field Supervision list's totals kept with the dashboard's figures (derived_counts, migration 034): kind
-- 'compliance:' and the row's compliance status ('compliance:' alone for a row without one). The whole list's total
-- (the sum of the kinds) and each status's (the dashboard's Field Supervision panel asks for the five) were a count
-- over teacher_derived on every call, a cost that grows with the program.
CREATE FUNCTION derived_count_keys(compliance_status text, first_obs text, forms_pending text[], hire_added text,
                                   cert_state text, overdue_from date, hire_days integer, obs_deadline date, obs_days date[])
  RETURNS TABLE (kind text, day date) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.kind, k.day FROM (VALUES
      ('compliance:' || coalesce(compliance_status, ''), NULL::date),
      (CASE first_obs WHEN 'due' THEN 'firstDue' WHEN 'overdue' THEN 'firstOverdue' END, NULL),
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

CREATE OR REPLACE FUNCTION derived_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO derived_counts (kind, day, n)
      SELECT k.kind, k.day, count(*) FROM new_rows r, derived_count_keys(r.compliance_status, r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO derived_counts (kind, day, n)
      SELECT k.kind, k.day, -count(*) FROM old_rows r, derived_count_keys(r.compliance_status, r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k GROUP BY 1, 2;
  ELSE
    INSERT INTO derived_counts (kind, day, n)
      SELECT kind, day, sum(n) FROM (
          SELECT k.kind, k.day, 1 AS n FROM new_rows r, derived_count_keys(r.compliance_status, r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k
          UNION ALL
          SELECT k.kind, k.day, -1 FROM old_rows r, derived_count_keys(r.compliance_status, r.first_obs, r.forms_pending, r.hire_added, r.cert_state, r.overdue_from, r.hire_days, r.obs_deadline, r.obs_days) k) x
       GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;

DROP FUNCTION derived_count_keys(text, text[], text, text, date, integer, date, date[]);

-- What is stored already.
INSERT INTO derived_counts (kind, n) SELECT 'compliance:' || coalesce(compliance_status, ''), count(*) FROM teacher_derived GROUP BY 1;
