-- The certification-ending job reads the certifications ending in its window a page at a time, those already
-- reminded left out. Paged in teacher id order, the planner walked the whole of teacher_derived by its primary key
-- and filtered the window (it expected a page's 1,000 rows early; when every reminder was sent none came), on every
-- run. Paged in (end date, id) order, a run reads only its window, by this index.
CREATE INDEX teacher_derived_cert_end_id_idx ON teacher_derived (cert_end, teacher_id) WHERE cert_end IS NOT NULL;
-- The index above serves every read by end date.
DROP INDEX teacher_derived_cert_end_idx;
