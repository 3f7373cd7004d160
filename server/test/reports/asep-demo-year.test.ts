import { asepYearDue, programDate, type AsepReport } from 'shared-domain';
import { seedAsepYear } from '../../scripts/seed/asep-year';
import { call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

it("gives the demo's year due today three records with a problem and one request, once", async () => {
  const year = asepYearDue(programDate(new Date()));
  const report = async () => (await call<AsepReport>(t.app, 'GET', `/api/reports/asep/${year}?limit=500`, { token: d.tokens.admin })).body;
  const before = await report();
  // The demo's path puts its interns in an internship: the year has records ready.
  const clinical = before.files.find((f) => f.file === 'clinical-experience')!.rows;
  expect(clinical).toBeGreaterThan(3);
  const lateBefore = before.problems.filter((p) => p.code === 'admissionAfterAssignment').length;

  await seedAsepYear(t.db);
  const seeded = await report();
  const late = seeded.problems.filter((p) => p.code === 'admissionAfterAssignment');
  expect(late.length - lateBefore).toBe(3);
  expect(seeded.files.find((f) => f.file === 'clinical-experience')!.rows).toBe(clinical);
  expect(seeded.exceptions.map((x) => [x.requirement, x.status])).toEqual([['admission', 'draft']]);
  expect(late.filter((p) => p.exceptionId === seeded.exceptions[0].id)).toHaveLength(1);
  expect(seeded.counts.withException).toBe(1);

  // Made once: a second run adds nothing.
  await seedAsepYear(t.db);
  expect((await report()).counts).toEqual(seeded.counts);
});
