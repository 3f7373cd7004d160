-- The payment-due job reads the charges of its window a page at a time in (due date, id) order, the charges
-- already reminded left out. With the due date alone indexed, each page's keyset is a filter: every page reads its
-- day's charges from the start again, and a large program's first run spends most of its time there.
CREATE INDEX ledger_charge_due_id_idx ON ledger_entries (due_date, id) WHERE kind = 'charge';
-- The index above serves every read by due date.
DROP INDEX ledger_charge_due_idx;
