-- Who added each teacher, so that a field supervisor keeps the teachers it added itself when the setting
-- security.limitSupervisorsToOwnTeachers narrows it to its own. The account's id, not its e-mail (an e-mail changes).
ALTER TABLE teachers ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL;

-- Existing records: the actor of the teacher's 'create' audit row, matched to the account that held that e-mail (its
-- current one, or one it held before by the account audit trail); left empty unless exactly one account matches.
WITH creators AS (
  SELECT DISTINCT ON (l.entity_id) l.entity_id AS teacher_id, lower(l.actor) AS email
    FROM audit_log l
   WHERE l.entity = 'teacher' AND l.action = 'create' AND l.actor IS NOT NULL
   ORDER BY l.entity_id, l.at
),
held AS (
  SELECT u.id AS user_id, lower(u.email) AS email FROM users u
  UNION
  SELECT a.entity_id, lower(c ->> 'from')
    FROM audit_log a CROSS JOIN LATERAL jsonb_array_elements(a.changes) c
   WHERE a.entity = 'account' AND c ->> 'field' = 'email' AND c ->> 'from' IS NOT NULL
  UNION
  SELECT a.entity_id, lower(c ->> 'to')
    FROM audit_log a CROSS JOIN LATERAL jsonb_array_elements(a.changes) c
   WHERE a.entity = 'account' AND c ->> 'field' = 'email' AND c ->> 'to' IS NOT NULL
),
matched AS (
  SELECT c.teacher_id, min(h.user_id::text)::uuid AS user_id
    FROM creators c JOIN held h ON h.email = c.email JOIN users u ON u.id = h.user_id
   GROUP BY c.teacher_id
  HAVING count(DISTINCT h.user_id) = 1
)
UPDATE teachers t SET created_by = m.user_id FROM matched m WHERE m.teacher_id = t.id;

CREATE INDEX teachers_created_by_idx ON teachers (created_by) WHERE created_by IS NOT NULL;
