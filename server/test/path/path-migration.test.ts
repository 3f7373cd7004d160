import type { TeacherPath } from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import { call, useDemoApp } from '../support/test-app';

jest.setTimeout(120_000);

const { t, d } = useDemoApp();

// Existing records get the stage they imply when the path is introduced: the migration, run on the seeded database
// as on one that held teachers before it, puts each at its stage and changes nothing on the record.
describe('existing teachers on the path', () => {
  it('each is at the stage its record implies, and no record changes', async () => {
    const db = t.db;
    const records = () =>
      db.query<{ sum: string }>(`SELECT md5(string_agg(id::text || teacher_status || doc::text, ',' ORDER BY id)) AS sum FROM teachers`);
    await db.exec(`
      DROP TABLE teacher_path_entries;
      DROP TABLE teacher_admissions;
      DELETE FROM system_settings WHERE key = 'holidays';
      DELETE FROM schema_migrations WHERE version = '049-candidate-path';`);
    const before = await records();
    const teachers = await db.query<{ id: string; status: string; placed: boolean; cert: string }>(
      `SELECT t.id, t.teacher_status AS status, a.id IS NOT NULL AS placed, coalesce(t.doc #>> '{certificationInfo,certType}', '') AS cert
         FROM teachers t LEFT JOIN assignments a ON a.teacher_id = t.id AND a.is_current`,
    );
    expect(await migrate(db)).toEqual(['049-candidate-path']);
    expect(await records()).toEqual(before);

    const expected = (x: (typeof teachers)[number]) =>
      x.status === 'ready for hire'
        ? 'eligible'
        : ['intern', 'hired'].includes(x.status)
          ? x.placed
            ? 'internship'
            : x.cert
              ? 'certificate-recommended'
              : 'eligible'
          : 'admitted';
    const kinds = new Set(teachers.map(expected));
    // The demo data holds records of several kinds, so the mapping is tried on more than one.
    expect(kinds.size).toBeGreaterThan(1);
    for (const x of teachers) {
      const path = (await call<TeacherPath>(t.app, 'GET', `/api/teachers/${x.id}/path`, { token: d.tokens.admin })).body;
      expect([x.status, path.current]).toEqual([x.status, expected(x)]);
      expect(path.entries[0]).toMatchObject({ stage: 'admitted', recordedBy: 'Program staff' });
      const last = path.entries.at(-1)!;
      if (last.stage === 'internship') expect(last.assignmentType).toBe(x.cert === 'probationary' ? 'probationary' : 'intern');
      expect(last.evidence).not.toBe('');
    }
  });
});
