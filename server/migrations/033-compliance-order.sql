-- The Field Supervision list's order as one index, so its first page reads 50 index entries
-- instead of sorting every teacher, which grows with the program. The worst status first
-- (the rank below is COMPLIANCE_STATUSES' order, shared-domain/src/supervision/compliance.ts; a test checks the two
-- agree), then the earliest deadline (undated last), then the name kept with the derived row (migration 031).
CREATE INDEX teacher_derived_compliance_order_idx ON teacher_derived (
  (CASE compliance_status WHEN 'not applicable' THEN 0 WHEN 'complete' THEN 1 WHEN 'on track' THEN 2 WHEN 'at risk' THEN 3
    WHEN 'overdue' THEN 4 ELSE -1 END) DESC,
  next_due NULLS LAST, last_name, first_name, teacher_id);

-- The dashboard's observations-done chart (its last OBSERVATION_CHART_WEEKS weeks) reads only the teachers whose latest
-- observation falls in them, by this index, instead of unnesting every teacher's days.
CREATE FUNCTION last_day_of(days date[]) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT max(d) FROM unnest(days) d $$;
CREATE INDEX teacher_derived_last_obs_idx ON teacher_derived (last_day_of(obs_days));
