-- The public talent pool. Every teacher record gains a public profile, hidden until an admin ticks
-- "Show on the public talent pool" (the API's response schema requires the object on every record).
UPDATE teachers
   SET doc = doc || jsonb_build_object('publicProfile', jsonb_build_object(
         'show', false, 'subject', '', 'gradeLevel', '', 'location', '', 'experience', '', 'certification', '',
         'specializations', '[]'::jsonb, 'availability', '', 'bio', ''))
 WHERE NOT doc ? 'publicProfile';

-- The public list reads the consenting, ready-for-hire teachers only.
CREATE INDEX teachers_public_idx ON teachers (teacher_status) WHERE (doc #>> '{publicProfile,show}') = 'true';
