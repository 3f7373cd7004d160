-- Issue 33 (scale): stale derived rows are recomputed off the request path, a batch at a time, by one server of
-- several: the one holding this lease (renewed by each batch, given up when no stale row is left, taken over by
-- another server once it has run out, e.g. after a crash). A read recomputes inline only when few rows are stale.
ALTER TABLE teacher_derived_meta ADD COLUMN refresh_owner text, ADD COLUMN refresh_until timestamptz;
