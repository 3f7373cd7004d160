-- A per-teacher payment ledger. Charges (due_date set, an invoice number) and payments against one charge
-- (charge_id set). Amounts in whole cents. The teacher document's financials are derived from it on every write:
-- remainingBalance = every charge's open amount, paymentsPending = the open amount of the charges invoiced.
CREATE SEQUENCE invoice_number_seq START 1001;

CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY,
  teacher_id uuid NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('charge', 'payment')),
  number integer UNIQUE,
  description text NOT NULL DEFAULT '',
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  entry_date date NOT NULL,
  due_date date,
  charge_id uuid REFERENCES ledger_entries (id),
  method text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  invoiced_at timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((kind = 'charge') = (due_date IS NOT NULL AND number IS NOT NULL)),
  CHECK ((kind = 'payment') = (charge_id IS NOT NULL))
);
CREATE INDEX ledger_teacher_idx ON ledger_entries (teacher_id, entry_date, created_at);
CREATE INDEX ledger_charge_idx ON ledger_entries (charge_id) WHERE charge_id IS NOT NULL;
CREATE INDEX ledger_due_idx ON ledger_entries (due_date) WHERE kind = 'charge';

-- Existing records: one opening charge equal to the remaining balance, due after the default payment terms. A record
-- that had payments pending is taken as already invoiced (no e-mail is sent for it), so paymentsPending becomes its
-- whole open balance; the others owe it without an invoice yet (paymentsPending 0).
WITH terms AS (
  SELECT coalesce((SELECT CASE WHEN value #>> '{paymentAndBilling,defaultPaymentTerms}' ~ '^\d{1,4}$'
                               THEN (value #>> '{paymentAndBilling,defaultPaymentTerms}')::int END
                     FROM system_settings WHERE key = 'system'), 30) AS days
), opening AS (
  SELECT t.id AS teacher_id,
         round(CASE WHEN jsonb_typeof(t.doc #> '{financials,remainingBalance}') = 'number'
                    THEN (t.doc #>> '{financials,remainingBalance}')::numeric ELSE 0 END * 100)::bigint AS cents,
         CASE WHEN jsonb_typeof(t.doc #> '{financials,paymentsPending}') = 'number'
              THEN (t.doc #>> '{financials,paymentsPending}')::numeric ELSE 0 END > 0 AS invoiced
    FROM teachers t
   WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.teacher_id = t.id)
)
INSERT INTO ledger_entries (id, teacher_id, kind, number, description, amount_cents, entry_date, due_date, invoiced_at, created_by)
SELECT md5('opening-balance:' || o.teacher_id::text)::uuid, o.teacher_id, 'charge', nextval('invoice_number_seq'),
       'Opening balance', o.cents, current_date, current_date + terms.days,
       CASE WHEN o.invoiced THEN clock_timestamp() END, 'migration'
  FROM opening o CROSS JOIN terms
 WHERE o.cents > 0
 ORDER BY o.teacher_id;

UPDATE teachers t
   SET doc = jsonb_set(t.doc, '{financials}', jsonb_build_object(
         'paymentsPending', round(coalesce((SELECT sum(l.amount_cents) FROM ledger_entries l WHERE l.teacher_id = t.id AND l.invoiced_at IS NOT NULL), 0) / 100.0, 2),
         'remainingBalance', round(coalesce((SELECT sum(l.amount_cents) FROM ledger_entries l WHERE l.teacher_id = t.id), 0) / 100.0, 2)));
