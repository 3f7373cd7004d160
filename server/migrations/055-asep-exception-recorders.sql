-- Who recorded each Request for Exception and when, and who changed it last and when: the account (its id, and its
-- e-mail at the time, which still names it once the account is gone) and the instant. Until now only the candidate's
-- audit trail held them, so the rows already filed take them from there: the filing is the newest audit entry that
-- created the request's fields (`exception.<year>.<requirement>.reason` from nothing); the last change is the newest
-- later entry of the year's fields (`exception.<year>.<field>`), read only for a candidate with one request that year
-- (an entry names the year, not the request). A request the audit trail does not show keeps them empty.
ALTER TABLE asep_exceptions
  ADD COLUMN recorded_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN recorded_by text,
  ADD COLUMN recorded_at timestamptz,
  ADD COLUMN changed_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN changed_by text,
  ADD COLUMN changed_at timestamptz;

WITH filed AS (
  SELECT DISTINCT ON (x.id) x.id, l.actor, l.at
    FROM asep_exceptions x
    JOIN audit_log l ON l.entity = 'teacher' AND l.entity_id = x.teacher_id AND l.actor IS NOT NULL
   WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(l.changes) c
                  WHERE c ->> 'field' = 'exception.' || x.academic_year || '.' || x.requirement || '.reason'
                    AND jsonb_typeof(c -> 'from') = 'null')
   ORDER BY x.id, l.at DESC
)
UPDATE asep_exceptions x
   SET recorded_by = f.actor, recorded_at = f.at, recorded_by_id = (SELECT u.id FROM users u WHERE u.email = f.actor)
  FROM filed f
 WHERE f.id = x.id;

WITH changed AS (
  SELECT DISTINCT ON (x.id) x.id, l.actor, l.at
    FROM asep_exceptions x
    JOIN audit_log l ON l.entity = 'teacher' AND l.entity_id = x.teacher_id AND l.actor IS NOT NULL AND l.at > x.recorded_at
   WHERE NOT EXISTS (SELECT 1 FROM asep_exceptions o
                      WHERE o.teacher_id = x.teacher_id AND o.academic_year = x.academic_year AND o.id <> x.id)
     AND EXISTS (SELECT 1 FROM jsonb_array_elements(l.changes) c
                  WHERE c ->> 'field' IN ('exception.' || x.academic_year || '.requirement', 'exception.' || x.academic_year || '.reason',
                                          'exception.' || x.academic_year || '.evidence', 'exception.' || x.academic_year || '.status',
                                          'exception.' || x.academic_year || '.filedOn', 'exception.' || x.academic_year || '.decidedOn'))
   ORDER BY x.id, l.at DESC
)
UPDATE asep_exceptions x
   SET changed_by = c.actor, changed_at = c.at, changed_by_id = (SELECT u.id FROM users u WHERE u.email = c.actor)
  FROM changed c
 WHERE c.id = x.id;
