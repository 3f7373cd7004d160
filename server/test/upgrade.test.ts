import { migrate } from '../src/db/migrate';
import { useDemoApp } from './support/test-app';

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
