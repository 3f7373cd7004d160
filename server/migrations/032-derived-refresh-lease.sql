-- Stale derived rows are recomputed off the request path, a batch at a time, by one server of
-- several: the one holding this lease (renewed by each batch, given up when no stale row is left, taken over by
-- another server once it has run out, e.g. after a crash). A read recomputes inline only when few rows are stale.
ALTER TABLE teacher_derived_meta ADD COLUMN refresh_owner text, ADD COLUMN refresh_until timestamptz;

-- The TEA export's lines kept with the derived row, written by shared-domain's csvLine when the row is computed: per
-- counted observation its line up to the supervisor cell (TEA ID, names, certificate, the observation's six cells, and
-- the comma before the supervisor). The export adds the supervisor (the assigned one's name, read at export time) and
-- joins them in one array_to_string a record, instead of eleven csv_text() calls a line (the export's whole cost at
-- 10,000). NULL until the row is next computed (the background does every one after this migration): the export then
-- writes the record's lines as migration 031 did, the same bytes.
ALTER TABLE teacher_derived ADD COLUMN export_lines text[];
UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1;
