-- One system of record per requirement: the evidence. What the record held before the portal kept evidence (an intern
-- form ticked as received, with its link and verification; observation hours completed or set by hand) becomes an entry
-- of the evidence itself, "recorded before the portal", counted and shown like the rest. The record's formsStatus and
-- thirtyObsHours stay only as what the evidence writes into them; field_hours_manual is kept as it was, no longer read.

-- A document version recorded before the portal has no file: who saw the paper form, when, and a note.
ALTER TABLE documents
  ADD COLUMN source text NOT NULL DEFAULT 'upload' CHECK (source IN ('upload', 'before_portal')),
  ADD COLUMN note text NOT NULL DEFAULT '',
  ALTER COLUMN blob_id DROP NOT NULL,
  ALTER COLUMN content_type DROP NOT NULL,
  ADD CONSTRAINT documents_file_check CHECK ((source = 'upload') = (blob_id IS NOT NULL AND content_type IS NOT NULL));

-- Hours earned before the portal's log: an entry counted as approved, dated by the day they were earned before, with
-- staff's note; it has no observed teacher to confirm it and may hold more than a day's hours.
ALTER TABLE field_hours
  ADD COLUMN source text NOT NULL DEFAULT 'log' CHECK (source IN ('log', 'before_portal')),
  DROP CONSTRAINT field_hours_hours_check,
  ADD CONSTRAINT field_hours_hours_check CHECK (hours > 0 AND (hours <= 6 OR source = 'before_portal'));

-- What one record holds of the time before the portal (an intern form ticked as received, with its link and
-- verification; observation hours completed on the record or by hand) as evidence entries recorded before the portal
-- (each with its audit row by `p_actor`). Who recorded it comes from the record's history, else `p_fallback`;
-- run by this migration for every record and by a record's creation or import for the values it brings.
CREATE FUNCTION evidence_before_portal(p_teacher uuid, p_actor text, p_fallback text) RETURNS void LANGUAGE sql AS $fn$
  -- Each intern form the record says was received, without a stored document of its kind: a version recorded before the
  -- portal, by whoever ticked it (from the record's history), else the program when the record was added.
  WITH forms AS (
    SELECT t.id AS teacher_id, k.kind, t.doc #> ARRAY['formsStatus', k.kind] AS f, t.date_added
      FROM teachers t
     CROSS JOIN (VALUES ('mentorHandbookFormsUploaded'), ('internMentorAttestationForm')) k (kind)
     WHERE t.id = p_teacher AND (t.doc #>> ARRAY['formsStatus', k.kind, 'uploaded']) = 'true'
       AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.teacher_id = t.id AND d.kind = k.kind)
  ), recorded AS (
    SELECT f.*, a.actor, a.at
      FROM forms f
      LEFT JOIN LATERAL (SELECT actor, at FROM audit_log
                          WHERE entity = 'teacher' AND entity_id = f.teacher_id AND actor IS NOT NULL
                            AND (changes @> jsonb_build_array(jsonb_build_object('field', 'formsStatus.' || f.kind || '.uploaded', 'to', true))
                                 OR action = 'create')
                          ORDER BY (action = 'update') DESC, at DESC LIMIT 1) a ON true
  ), moved AS (
    INSERT INTO documents (id, teacher_id, kind, version, blob_id, file_name, content_type, size, uploaded_by, uploaded_at,
                           status, reviewed_by, reviewed_at, source, note)
    SELECT gen_random_uuid(), r.teacher_id, r.kind, 1, NULL, '', NULL, 0, coalesce(r.actor, p_fallback), coalesce(r.at, r.date_added),
           CASE WHEN (r.f ->> 'verified') = 'true' THEN 'verified' ELSE 'pending' END,
           CASE WHEN (r.f ->> 'verified') = 'true' THEN nullif(r.f ->> 'verifiedBy', '') END,
           CASE WHEN (r.f ->> 'verified') = 'true' THEN nullif(r.f ->> 'verifiedAt', '')::timestamptz END,
           'before_portal',
           'Paper form seen' || CASE WHEN coalesce(r.f ->> 'link', '') <> '' THEN '; link: ' || (r.f ->> 'link') ELSE '' END
      FROM recorded r
    RETURNING teacher_id, kind, status, note
  )
  INSERT INTO audit_log (id, entity, entity_id, action, actor, changes)
  SELECT gen_random_uuid(), 'teacher', m.teacher_id, 'update', p_actor,
         jsonb_build_array(jsonb_build_object('field', 'documents.' || m.kind, 'from', NULL,
           'to', CASE m.kind WHEN 'mentorHandbookFormsUploaded' THEN 'Mentor Handbook Forms' ELSE 'Intern Mentor Attestation Form' END
                 || ' recorded before the portal (' || m.note || ')' || CASE WHEN m.status = 'verified' THEN ', verified' ELSE '' END))
    FROM moved m;

    -- Observation hours the record held as completed (by hand, or on the record before the log began) beyond what the log
  -- counts: one entry of the hours that were missing, counted as approved, by whoever set them and when.
  WITH need AS (
    SELECT t.id AS teacher_id, t.date_added,
           CASE WHEN coalesce(nullif(t.doc #>> '{admissionDate,day}', ''), '') <> ''
                THEN CASE WHEN (t.doc #>> '{admissionDate,day}') < '2024-09-01' THEN 30 ELSE 50 END
                WHEN (t.doc #>> '{admissionDate,when}') = 'before' THEN 30 ELSE 50 END AS hours,
           m.note, m.set_by, m.set_at
      FROM teachers t
      LEFT JOIN field_hours_manual m ON m.teacher_id = t.id
     WHERE t.id = p_teacher AND coalesce(m.status, t.doc ->> 'thirtyObsHours') = 'completed'
       AND NOT EXISTS (SELECT 1 FROM field_hours f WHERE f.teacher_id = t.id AND f.source = 'before_portal')
  ), counted AS (
    SELECT n.*, coalesce((SELECT sum(f.hours) FROM field_hours f
                           WHERE f.teacher_id = n.teacher_id AND f.review = 'approved' AND (f.confirmation = 'confirmed' OR f.attested)), 0) AS logged,
           a.actor, a.at
      FROM need n
      LEFT JOIN LATERAL (SELECT actor, at FROM audit_log
                          WHERE entity = 'teacher' AND entity_id = n.teacher_id AND actor IS NOT NULL
                            AND (changes @> '[{"field": "thirtyObsHours", "to": "completed"}]'::jsonb OR action = 'create')
                          ORDER BY (action = 'update') DESC, at DESC LIMIT 1) a ON true
  ), moved AS (
    INSERT INTO field_hours (id, teacher_id, day, hours, campus, observed_name, observed_email, activity, logged_by, logged_at,
                             confirmation, review, actively_engaged, review_note, reviewed_by, reviewed_at, source)
    SELECT gen_random_uuid(), c.teacher_id,
           (coalesce(c.set_at, c.at, c.date_added) AT TIME ZONE 'America/Chicago')::date,
           c.hours - c.logged, '', '', '',
           coalesce(nullif(c.note, ''), 'Completed on the record before the field-hours log began'),
           coalesce(c.set_by, c.actor, p_fallback), coalesce(c.set_at, c.at, c.date_added),
           'awaiting', 'approved', true, '', coalesce(c.set_by, c.actor, p_fallback), coalesce(c.set_at, c.at, c.date_added),
           'before_portal'
      FROM counted c
     WHERE c.hours > c.logged
    RETURNING teacher_id, day, hours, activity
  )
  INSERT INTO audit_log (id, entity, entity_id, action, actor, changes)
  SELECT gen_random_uuid(), 'teacher', m.teacher_id, 'update', p_actor,
         jsonb_build_array(jsonb_build_object('field', 'fieldHours', 'from', NULL,
           'to', m.hours::float8 || ' hours earned before ' || to_char(m.day, 'YYYY-MM-DD') || ', before the portal: ' || m.activity))
    FROM moved m;
$fn$;

SELECT evidence_before_portal(id, 'system', 'Program staff') FROM teachers;
