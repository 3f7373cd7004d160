-- A change of the settings the derived rows read (or a program day that went back: a test's clock) made
-- every row stale with one UPDATE of all of teacher_derived: 100,000 rows rewritten (92 MB, and their count triggers)
-- inside the request that noticed the change. Instead the meta row's generation goes up by one, and a row computed
-- under an older generation is due (by this index) like a stale one; the recomputation writes the generation it ran
-- under, and only while that is still the current one.
ALTER TABLE teacher_derived_meta ADD COLUMN generation integer NOT NULL DEFAULT 0;
ALTER TABLE teacher_derived ADD COLUMN generation integer NOT NULL DEFAULT 0;
CREATE INDEX teacher_derived_generation_idx ON teacher_derived (generation);
