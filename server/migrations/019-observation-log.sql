-- The observation log is the server's: every observation gets an id (the removal route names it), a
-- source and who recorded it when. Those already on a record came with it or through a save of the whole record,
-- so they are 'entered', by someone the log cannot name. Every record gets an empty list of removed observations.
UPDATE teachers
SET doc = jsonb_set(doc, '{supervisions,list}', (
  SELECT coalesce(jsonb_agg(
    s || jsonb_build_object(
      '_id', coalesce(s->>'_id', md5(teachers.id::text || ':observation:' || e.ord)::uuid::text),
      'source', coalesce(s->'source', '"entered"'::jsonb),
      'recordedBy', coalesce(s->'recordedBy', 'null'::jsonb),
      'recordedAt', coalesce(s->'recordedAt', 'null'::jsonb)
    ) ORDER BY e.ord), '[]'::jsonb)
  FROM jsonb_array_elements(doc #> '{supervisions,list}') WITH ORDINALITY AS e(s, ord)
))
WHERE jsonb_typeof(doc #> '{supervisions,list}') = 'array' AND jsonb_array_length(doc #> '{supervisions,list}') > 0;

UPDATE teachers
SET doc = jsonb_set(doc, '{supervisions,removed}', '[]'::jsonb)
WHERE jsonb_typeof(doc -> 'supervisions') = 'object' AND NOT (doc -> 'supervisions') ? 'removed';
