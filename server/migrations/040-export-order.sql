-- The TEA export reads, in name order, only the derived rows that have lines to write (a record with no
-- counted observation has none: about half the teachers in the bench's data). By migration 031's name index, a page
-- of 1,000 records would read every teacher's row on the way, many of them for nothing.
-- A row not computed since migration 032 (export_lines NULL) is written from its observations, so it is in.
CREATE INDEX teacher_derived_export_idx ON teacher_derived (last_name, first_name, teacher_id)
  WHERE export_lines IS NULL OR cardinality(export_lines) > 0;
