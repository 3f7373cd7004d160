-- Field supervision (19 TAC 228.105): every observation gets a kind (formal unless said otherwise), a mode (in person
-- unless said otherwise), conference dates and when the mentor got a copy. A free-text duration that is a number of
-- minutes ('45', '45 minutes') becomes that number; any other text is kept as it is (shown, and not counted).
UPDATE teachers
SET doc = jsonb_set(doc, '{supervisions,list}', (
  SELECT coalesce(jsonb_agg(
    (s - 'duration') || jsonb_build_object(
      'kind', coalesce(s->>'kind', 'formal'),
      'mode', coalesce(s->>'mode', 'in person'),
      'duration', CASE
        WHEN jsonb_typeof(s->'duration') = 'number' THEN s->'duration'
        WHEN (s->>'duration') ~* '^\s*\d{1,4}\s*(m|min|mins|minute|minutes)?\.?\s*$'
          THEN to_jsonb(substring(s->>'duration' FROM '\d+')::int)
        ELSE coalesce(s->'duration', '""'::jsonb)
      END,
      'preConferenceDate', coalesce(s->'preConferenceDate', '""'::jsonb),
      'postConferenceDate', coalesce(s->'postConferenceDate', '""'::jsonb),
      'mentorCopySentAt', coalesce(s->'mentorCopySentAt', 'null'::jsonb)
    ) ORDER BY e.ord), '[]'::jsonb)
  FROM jsonb_array_elements(doc #> '{supervisions,list}') WITH ORDINALITY AS e(s, ord)
))
WHERE jsonb_typeof(doc #> '{supervisions,list}') = 'array' AND jsonb_array_length(doc #> '{supervisions,list}') > 0;
