import type { AsepException, AsepReport } from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import { call, EMAILS, useDemoApp } from '../support/test-app';

/**
 * A database with records, upgraded: the later migrations rewrite rows of tables whose changes fire deferred
 * triggers (the list versions), then create indexes on them. That failed on a database with teachers ("cannot
 * CREATE INDEX because it has pending trigger events") while every test started from an empty one.
 */
const { t, d } = useDemoApp();

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

it('applies 055 to filed Requests for Exception: who filed and last changed each, from the audit trail where it holds them', async () => {
  const db = t.db;
  const admin = { token: d.tokens.admin };
  const [one, two, none] = d.teachers;
  const file = async (teacherId: string, requirement: string) =>
    (
      await call<AsepException>(t.app, 'POST', '/api/reports/asep/2026/exceptions', {
        ...admin,
        body: { teacherId, requirement, reason: 'The campus closed for two weeks' },
      })
    ).body;
  const change = async (x: AsepException) =>
    (
      await call<AsepException>(t.app, 'PUT', `/api/reports/asep/2026/exceptions/${x.id}`, {
        ...admin,
        body: { teacherId: x.teacherId, requirement: x.requirement, reason: x.reason, evidence: 'District notice' },
      })
    ).body;
  const alone = await change(await file(one._id, 'other'));
  // Two requests of one candidate in one year: an audited change names the year, not which of them it changed.
  const shared = await change(await file(two._id, 'other'));
  const sibling = await file(two._id, 'fieldSupervisor');
  await db.query(
    `INSERT INTO asep_exceptions (id, teacher_id, academic_year, requirement, reason) VALUES (gen_random_uuid(), $1, 2026, 'other', 'Unaudited')`,
    [none._id],
  );
  await db.exec(`ALTER TABLE asep_exceptions DROP COLUMN recorded_by_id, DROP COLUMN recorded_by, DROP COLUMN recorded_at,
      DROP COLUMN changed_by_id, DROP COLUMN changed_by, DROP COLUMN changed_at;
    DELETE FROM schema_migrations WHERE version = '055-asep-exception-recorders';`);
  expect(await migrate(db)).toEqual(['055-asep-exception-recorders']);

  const after = (await call<AsepReport>(t.app, 'GET', '/api/reports/asep/2026?limit=1', admin)).body.exceptions;
  const by = (teacherId: string, requirement: string) => after.find((x) => x.teacherId === teacherId && x.requirement === requirement)!;
  const near = (a: string | null, b: string | null) => Math.abs(Date.parse(a!) - Date.parse(b!)) < 1000;
  const adminId = after.find((x) => x.recordedById)?.recordedById;
  expect(adminId).toEqual(expect.any(String));
  expect(by(one._id, 'other')).toMatchObject({
    recordedBy: EMAILS.admin,
    recordedById: adminId,
    changedBy: EMAILS.admin,
    changedById: adminId,
  });
  expect(near(by(one._id, 'other').recordedAt, alone.recordedAt) && near(by(one._id, 'other').changedAt, alone.changedAt)).toBe(true);
  expect(by(two._id, 'other')).toMatchObject({ recordedBy: EMAILS.admin, changedBy: null, changedAt: null });
  expect(near(by(two._id, 'other').recordedAt, shared.recordedAt)).toBe(true);
  expect(by(two._id, 'fieldSupervisor')).toMatchObject({ recordedBy: EMAILS.admin, changedBy: null });
  expect(near(by(two._id, 'fieldSupervisor').recordedAt, sibling.recordedAt)).toBe(true);
  expect(by(none._id, 'other')).toMatchObject({ recordedById: null, recordedBy: null, recordedAt: null, changedBy: null, changedAt: null });
  expect(await migrate(db)).toEqual([]);
});
