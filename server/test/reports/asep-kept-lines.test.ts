import { asepYear, type AsepFile, type Supervisor } from 'shared-domain';
import { asepFileLines } from '../../src/routes/reports/asep-report';
import { call, useDemoApp } from '../support/test-app';

/** The program's today: 1 September 2027, the year 2026–2027 due on the 15th; 2025–2026 is kept beside it. */
let now = new Date('2027-09-01T17:00:00Z');
const { t, d } = useDemoApp({ now: () => now });
const admin = () => ({ token: d.tokens.admin });
const FILES: AsepFile[] = ['admissions', 'finishers', 'clinical-experience', 'observations', 'supervisors'];

const download = async (file: AsepFile, year = 2026) => {
  const res = await call<string>(t.app, 'GET', `/api/reports/asep/${year}/files/${file}`, admin());
  expect(res.status).toBe(200);
  return res.body;
};
/** The same file built candidate by candidate from the records (the way any other year is read). */
const fromRecords = async (file: AsepFile, year = 2026) => {
  let text = '';
  for await (const chunk of asepFileLines(t.app.repos.asep, asepYear(year), file, false)) text += chunk;
  return text;
};
const expectSameAsRecords = async (year = 2026) => {
  for (const file of FILES) expect({ file, text: await download(file, year) }).toEqual({ file, text: await fromRecords(file, year) });
};
const keptYears = async () =>
  (await t.db.query<{ year: number }>('SELECT DISTINCT year FROM teacher_asep_lines ORDER BY year')).map((r) => r.year);
/** A candidate with a line in `file` of 2026–2027, and its kept line. */
const keptCandidate = async (file: AsepFile) =>
  (
    await t.db.query<{ id: string; line: string }>(
      `SELECT teacher_id::text AS id, lines[1] AS line FROM teacher_asep_lines WHERE year = 2026 AND file = $1
        ORDER BY last_name, first_name, teacher_id LIMIT 1`,
      [file],
    )
  )[0];

it("streams a kept year's files from the lines kept with the derived rows, byte for byte as built from the records", async () => {
  await expectSameAsRecords();
  expect(await keptYears()).toEqual([2025, 2026]);
  const rows = (await download('clinical-experience')).trimEnd().split('\r\n');
  expect(rows.length).toBeGreaterThan(3);

  // The download reads the kept lines: a kept line changed behind the derived row's back is what it answers.
  const { id, line } = await keptCandidate('finishers');
  await t.db.query(
    `UPDATE teacher_asep_lines SET lines = ARRAY['kept,line\r\n'] WHERE teacher_id = $1 AND year = 2026 AND file = 'finishers'`,
    [id],
  );
  expect(await download('finishers')).toContain('\r\nkept,line\r\n');
  // A stale derived row is computed again before the download reads, with its lines.
  await t.db.query(`UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1 WHERE teacher_id = $1`, [id]);
  const again = await download('finishers');
  expect(again).not.toContain('kept,line');
  expect(again).toContain(line);
  await expectSameAsRecords();
});

it('shows a new stage, new admission facts and a renamed supervisor in the next download', async () => {
  const { id, line: before } = await keptCandidate('finishers');
  const who = before.split(',').slice(0, 3).join(',');
  const withdrawn = await call(t.app, 'POST', `/api/teachers/${id}/path`, {
    ...admin(),
    body: { stage: 'withdrawn', reachedOn: '2027-08-20', evidence: 'Moved out of state' },
  });
  expect([withdrawn.status, withdrawn.body.message]).toEqual([201, undefined]);
  expect((await download('finishers')).split('\r\n').filter((l) => l.startsWith(`${who},`))).toEqual([
    expect.stringContaining(`${who},Withdrawn,2027-08-20,`),
  ]);

  const admitted = (await download('admissions')).trimEnd().split('\r\n').length;
  const { id: other } = await keptCandidate('clinical-experience');
  const facts = await call(t.app, 'GET', `/api/teachers/${other}/path`, admin());
  expect(facts.status).toBe(200);
  const moved = await call(t.app, 'PUT', `/api/teachers/${other}/path/admission`, {
    ...admin(),
    body: { ...facts.body.admission, admissionEffectiveOn: '2025-09-02' },
  });
  expect(moved.status).toBe(200);
  // Admitted in 2025–2026 now: its admission record moves to that year's file.
  expect((await download('admissions', 2025)).split('\r\n').some((l) => l.includes(',2025-09-02,'))).toBe(true);
  expect((await download('admissions')).trimEnd().split('\r\n').length).toBeLessThanOrEqual(admitted);

  const [{ sup }] = await t.db.query<{ sup: string }>(
    `SELECT a.supervisor_id::text AS sup FROM teacher_asep_lines l JOIN assignments a ON a.teacher_id = l.teacher_id AND a.is_current
      WHERE l.year = 2026 AND l.file = 'clinical-experience' AND a.supervisor_id IS NOT NULL LIMIT 1`,
  );
  const renamed = await call<Supervisor>(t.app, 'PATCH', `/api/supervisors/${sup}`, {
    ...admin(),
    body: { name: { first: 'Renata', last: 'Kept' } },
  });
  expect(renamed.status).toBe(200);
  expect(await download('clinical-experience')).toContain(',Renata Kept\r\n');

  // A candidate assigned to another supervisor: its lines name the new one.
  const moved2 = await call<{ supervisor: Supervisor }>(t.app, 'POST', '/api/supervisors/register', {
    ...admin(),
    body: {
      email: 'newly.assigned@example.org',
      password: 'strong-pass-1',
      name: { first: 'Nia', last: 'Assigned' },
      contactInfo: { phone: '(512) 555-0178' },
      credentials: { certification: 'T-TESS Appraiser', yearsExperience: 4, specializations: [] },
      schoolId: d.school._id,
      settings: { maxTeachers: 20 },
    },
  });
  expect(moved2.status).toBe(201);
  const { id: placed, line: clinical } = await keptCandidate('clinical-experience');
  const current = await call(t.app, 'GET', `/api/teachers/${placed}`, admin());
  const { schoolId, status, startDate, endDate } = current.body.assignment;
  const reassigned = await call(t.app, 'PUT', `/api/teachers/${placed}/assignment`, {
    ...admin(),
    body: { schoolId, supervisorId: moved2.body.supervisor._id, status, startDate, endDate },
  });
  expect([reassigned.status, reassigned.body.message]).toEqual([200, undefined]);
  expect(await download('clinical-experience')).toContain(`\r\n${clinical}Nia Assigned\r\n`);
  await expectSameAsRecords();
  await expectSameAsRecords(2025);
});

it('keeps the next year from 16 September, and builds a year no longer kept from the records', async () => {
  now = new Date('2027-09-16T17:00:00Z');
  await expectSameAsRecords(2027);
  expect(await keptYears()).toEqual([2026, 2027]);
  await expectSameAsRecords(2025);
  expect(await keptYears()).toEqual([2026, 2027]);
});
