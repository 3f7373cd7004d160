import { migrate } from '../../src/db/migrate';
import { useDemoApp } from '../support/test-app';

/**
 * A database with records, upgraded: the later migrations rewrite rows of tables whose changes fire deferred
 * triggers (the list versions), then create indexes on them. That failed on a database with teachers ("cannot
 * CREATE INDEX because it has pending trigger events") while every test started from an empty one.
 */
const { t } = useDemoApp();

it('applies 010 to 013 to a database that has teachers, filling what they add', async () => {
  const db = t.db;
  await db.exec(`
    DROP TABLE job_sends; DROP TABLE job_runs; DROP TABLE teacher_drafts; DROP INDEX teachers_public_idx;
    UPDATE teachers SET doc = (doc - 'publicProfile') || jsonb_build_object('formsStatus', jsonb_build_object(
      'mentorHandbookFormsUploaded', jsonb_build_object('uploaded', true, 'link', 'https://docs.example.org/a.pdf'),
      'internMentorAttestationForm', jsonb_build_object('uploaded', false, 'link', '')));
    DELETE FROM schema_migrations WHERE version IN ('010-public-profile', '011-teacher-drafts', '012-jobs', '013-form-verification');`);
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM teachers`);
  expect(n).toBeGreaterThan(10);

  expect(await migrate(db)).toEqual(['010-public-profile', '011-teacher-drafts', '012-jobs', '013-form-verification']);
  const [left] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM teachers WHERE NOT doc ? 'publicProfile'`);
  expect(left.n).toBe(0);
  // Uploaded forms are kept, and start unverified.
  const [forms] = await db.query<{ f: unknown }>(`SELECT doc -> 'formsStatus' AS f FROM teachers LIMIT 1`);
  const unverified = { verified: false, verifiedBy: '', verifiedAt: '' };
  expect(forms.f).toEqual({
    mentorHandbookFormsUploaded: { uploaded: true, link: 'https://docs.example.org/a.pdf', ...unverified },
    internMentorAttestationForm: { uploaded: false, link: '', ...unverified },
  });
  expect(await migrate(db)).toEqual([]);
});

it('applies 016 to a database with balances: one opening charge per balance, the financials derived from it', async () => {
  const db = t.db;
  await db.exec(`
    DROP TABLE ledger_entries; DROP SEQUENCE invoice_number_seq;
    UPDATE teachers SET doc = jsonb_set(doc, '{financials}', jsonb_build_object(
      'remainingBalance', CASE WHEN tea_id % 3 = 0 THEN 0 ELSE 1250.5 END,
      'paymentsPending', CASE WHEN tea_id % 2 = 0 THEN 125 ELSE 0 END));
    DELETE FROM schema_migrations WHERE version = '016-payment-ledger';`);
  expect(await migrate(db)).toEqual(['016-payment-ledger']);
  const rows = await db.query<{
    tea: number;
    f: { remainingBalance: number; paymentsPending: number };
    n: number;
    cents: number;
    invoiced: boolean;
  }>(
    `SELECT t.tea_id AS tea, t.doc -> 'financials' AS f, count(l.id)::int AS n, coalesce(sum(l.amount_cents), 0)::int AS cents,
            bool_or(l.invoiced_at IS NOT NULL) AS invoiced
       FROM teachers t LEFT JOIN ledger_entries l ON l.teacher_id = t.id WHERE t.tea_id IS NOT NULL GROUP BY t.id`,
  );
  expect(rows.length).toBeGreaterThan(10);
  for (const r of rows) {
    const owes = r.tea % 3 !== 0;
    expect(r).toMatchObject({ n: owes ? 1 : 0, cents: owes ? 125050 : 0 });
    // Payments pending: the opening charge counts as invoiced when the record had payments pending.
    const invoiced = owes && r.tea % 2 === 0;
    expect(r.f).toEqual({ remainingBalance: owes ? 1250.5 : 0, paymentsPending: invoiced ? 1250.5 : 0 });
  }
  // New charges are numbered after the opening ones.
  const [{ next }] = await db.query<{ next: number }>(`SELECT nextval('invoice_number_seq')::int AS next`);
  const [{ max }] = await db.query<{ max: number }>(`SELECT max(number)::int AS max FROM ledger_entries`);
  expect(next).toBe(max + 1);
});

it('applies 017 to a database with teachers: record numbers 1, 2, … in the order they were added, the next one after', async () => {
  const db = t.db;
  await db.exec(`ALTER TABLE teachers DROP COLUMN ref; DELETE FROM schema_migrations WHERE version = '017-teacher-record-number';`);
  expect(await migrate(db)).toEqual(['017-teacher-record-number']);
  const rows = await db.query<{ ref: number }>(`SELECT ref FROM teachers ORDER BY date_added, id`);
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.map((r) => r.ref)).toEqual(rows.map((_, i) => i + 1));
  const [added] = await db.query<{ ref: number }>(
    `INSERT INTO teachers (id, teacher_status, first_name, last_name, doc) VALUES (gen_random_uuid(), 'pending', 'New', 'Teacher', '{}') RETURNING ref`,
  );
  expect(added.ref).toBe(rows.length + 1);
});
