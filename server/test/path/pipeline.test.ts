import type { AdminDashboard, AssignmentType, PathStage, Pipeline, Teacher } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

/** The program's today in these tests: 1 Sep 2026 (noon in Texas). */
const { t, d } = useDemoApp({ now: () => new Date('2026-09-01T17:00:00Z') });
const admin = () => ({ token: d.tokens.admin });

const REPORTED = {
  gpaOverall: 3.2,
  gpaLast60: null,
  contentCreditHours: 18,
  contentMathScience7Up: false,
  contentTestPassedOn: null,
  offerSentOn: '2025-08-04',
  admissionEffectiveOn: '2025-08-15',
  acceptedOn: '2025-08-06',
  teaReportedOn: '2025-08-08',
};
const ready = {
  oneFiftyCourseWorkHours: 'completed',
  thirtyObsHours: 'completed',
  exams: [{ number: 1, content: 'ESL', notes: [] }],
  certificationInfo: { certType: 'intern', startDate: '2026-08-10', firstDayWithStudent: '2026-08-20', endDate: '2027-05-28' },
};

async function candidate(
  last: string,
  upTo: PathStage,
  o: { extra?: Record<string, unknown>; facts?: Record<string, unknown>; assignmentType?: AssignmentType } = {},
): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
    ...admin(),
    body: { name: { first: 'Cand', last }, ...ready, ...o.extra },
  });
  expect([res.status, (res.body as { message?: string }).message]).toEqual([201, undefined]);
  const id = res.body._id;
  expect((await call(t.app, 'PUT', `/api/teachers/${id}/path/admission`, { ...admin(), body: { ...REPORTED, ...o.facts } })).status).toBe(
    200,
  );
  const walk: [PathStage, string][] = [
    ['applied', '2025-08-01'],
    ['offered', '2025-08-04'],
    ['admitted', '2025-08-06'],
    ['pre-service', '2025-08-15'],
    ['eligible', '2026-05-01'],
    ['clinical-teaching', '2026-08-20'],
  ];
  for (const [stage, reachedOn] of walk.slice(0, walk.findIndex(([s]) => s === upTo) + 1)) {
    if (stage === 'clinical-teaching') {
      const placed = await call(t.app, 'PUT', `/api/teachers/${id}/assignment`, {
        ...admin(),
        body: { schoolId: d.school._id, supervisorId: null, status: 'active', startDate: '2026-08-20', endDate: '2027-05-28' },
      });
      expect(placed.status).toBe(200);
    }
    const assignmentType = stage === 'clinical-teaching' ? (o.assignmentType ?? 'clinical teaching') : null;
    const moved = await call<{ message?: string }>(t.app, 'POST', `/api/teachers/${id}/path`, {
      ...admin(),
      body: { stage, reachedOn, assignmentType },
    });
    expect([stage, moved.status, moved.body.message]).toEqual([stage, 201, undefined]);
  }
  return res.body;
}

const pipeline = (query = '', token = d.tokens.admin) =>
  call<Pipeline & { message: string }>(t.app, 'GET', `/api/path/pipeline${query}`, { token });
const countOf = (p: Pipeline, stage: PathStage) => p.stages.find((s) => s.stage === stage);

/** This file's candidates among a list (the demo data has candidates of its own). */
const mine = (list: Pipeline['list']) => list.filter((c) => c.name.first === 'Cand');

describe('the staff pipeline', () => {
  let unreported: Teacher;
  let lateHire: Teacher;
  let clinical: Teacher;
  let onTime: Teacher;
  /** The pipeline before this file's candidates: the demo's own. */
  const before: Record<string, Pipeline> = {};
  const QUERIES = ['', '?cohort=2026', '?assignmentType=clinical%20teaching', `?area=${encodeURIComponent('Science 7-12')}`];
  beforeAll(async () => {
    for (const q of QUERIES) before[q] = (await pipeline(q)).body;
    onTime = await candidate('Abbott', 'admitted');
    unreported = await candidate('Young', 'admitted', { facts: { teaReportedOn: null, admissionEffectiveOn: '2026-08-10' } });
    lateHire = await candidate('Zeller', 'pre-service', {
      extra: { internStatus: 'late hire', hiredListInfo: { dateHired: '2026-01-05' }, oneFiftyCourseWorkHours: '', thirtyObsHours: '' },
    });
    clinical = await candidate('Baker', 'clinical-teaching', { extra: { exams: [{ number: 1, content: 'Science 7-12', notes: [] }] } });
  });
  /** A stage's count and stuck beyond the demo's. */
  const added = (p: Pipeline, stage: PathStage) => {
    const was = countOf(before[''], stage)!;
    const now = countOf(p, stage)!;
    return { label: now.label, count: now.count - was.count, stuck: now.stuck - was.stuck };
  };

  it('counts the candidates by stage and names how many are stuck', async () => {
    const res = await pipeline();
    expect(res.status).toBe(200);
    expect(added(res.body, 'admitted')).toEqual({ label: 'Admitted', count: 2, stuck: 1 });
    expect(added(res.body, 'pre-service')).toMatchObject({ count: 1, stuck: 1 });
    expect(added(res.body, 'clinical-teaching')).toMatchObject({ count: 1 });
    expect(added(res.body, 'withdrawn')).toMatchObject({ count: 0, stuck: 0 });
    expect(res.body.total - before[''].total).toBe(4);
    expect(res.body.stuck - before[''].stuck).toBe(2);
  });

  it('lists a stage with the stuck first, each with the clock past due', async () => {
    const res = await pipeline('?stage=admitted&limit=200');
    expect(mine(res.body.list).map((c) => c.teacherId)).toEqual([unreported._id, onTime._id]);
    expect(mine(res.body.list)[0].stuck).toEqual([
      expect.objectContaining({ key: 'admissionReport', due: '2025-08-13', unit: 'calendar days', daysLeft: -384 }),
    ]);
    expect(mine(res.body.list)[1].stuck).toEqual([]);
    expect(res.body.listTotal).toBe(countOf(before[''], 'admitted')!.count + 2);
    // The most overdue at the top: Young's 384 days past are more than any demo candidate's.
    expect(res.body.list[0].teacherId).toBe(unreported._id);
  });

  it('lists only the stuck when asked, the late hire past its 90 business days among them', async () => {
    const res = await pipeline('?stuck=true&limit=200');
    expect(res.body.list.every((c) => c.stuck.length > 0)).toBe(true);
    expect(
      mine(res.body.list)
        .map((c) => c.name.last)
        .sort(),
    ).toEqual(['Young', 'Zeller']);
    const late = res.body.list.find((c) => c.teacherId === lateHire._id);
    expect(late?.stuck.map((s) => [s.key, s.unit, s.daysLeft < 0])).toEqual([['lateHire', 'business days', true]]);
  });

  it('filters by cohort, assignment type and certification area', async () => {
    const cohort = (await pipeline('?cohort=2026&limit=200')).body;
    expect(mine(cohort.list).map((c) => c.teacherId)).toEqual([unreported._id]);
    expect(cohort.total - before['?cohort=2026'].total).toBe(1);
    expect(cohort.list.every((c) => c.cohort === 2026)).toBe(true);
    const clinicalOnly = (await pipeline('?assignmentType=clinical%20teaching&limit=200')).body;
    expect([
      clinicalOnly.total - before['?assignmentType=clinical%20teaching'].total,
      mine(clinicalOnly.list).map((c) => c.teacherId),
    ]).toEqual([1, [clinical._id]]);
    expect(clinicalOnly.list.every((c) => c.assignmentType === 'clinical teaching')).toBe(true);
    const q = `?area=${encodeURIComponent('Science 7-12')}`;
    const area = (await pipeline(`${q}&limit=200`)).body;
    expect([area.total - before[q].total, mine(area.list).map((c) => c.teacherId)]).toEqual([1, [clinical._id]]);
    expect(area.list.every((c) => c.areas.includes('Science 7-12'))).toBe(true);
    const all = (await pipeline()).body;
    expect(all.cohorts).toEqual(expect.arrayContaining([2026, 2025]));
    expect(all.cohorts).toEqual([...all.cohorts].sort((a, b) => b - a));
    expect(all.areas).toEqual(expect.arrayContaining(['ESL', 'Science 7-12']));
  });

  it('pages the list', async () => {
    const res = await pipeline('?limit=1&offset=1');
    expect([res.body.list.length, res.body.listTotal]).toEqual([1, before[''].total + 4]);
  });

  it('refuses a bad filter naming it, and anyone but an admin', async () => {
    const bad = await pipeline('?cohort=soon');
    expect([bad.status, bad.body.message]).toEqual([400, 'cohort: Cohort must be a year']);
    expect((await pipeline('', d.tokens.supervisor)).status).toBe(403);
  });
});

describe("the path's clocks in the work queue", () => {
  it('lists each clock due soon or past with its days left, a late hire counted in business days across a holiday', async () => {
    // Hired Fri 1 May 2026: the 90th business day is Fri 4 Sep; the holiday on Fri 3 Jul moves it to Mon 7 Sep.
    const soon = await candidate('Soon', 'pre-service', {
      extra: { internStatus: 'late hire', hiredListInfo: { dateHired: '2026-05-01' }, oneFiftyCourseWorkHours: '', thirtyObsHours: '' },
    });
    const holidays = await call(t.app, 'PUT', '/api/settings/holidays', { ...admin(), body: { days: ['2026-07-03'] } });
    expect(holidays.status).toBe(200);
    const res = await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin());
    expect(res.status).toBe(200);
    const items = res.body.pathClocks?.items ?? [];
    expect(items.find((i) => i.teacherId === soon._id)).toMatchObject({
      key: 'lateHire',
      due: '2026-09-07',
      daysLeft: 4,
      unit: 'business days',
    });
    // The admission never reported (Young) is past its 7 calendar days; the rows run from the fewest days left.
    expect(items.find((i) => i.name === 'Cand Young')).toMatchObject({ key: 'admissionReport', daysLeft: -384, unit: 'calendar days' });
    expect(items.map((i) => i.daysLeft)).toEqual([...items.map((i) => i.daysLeft)].sort((a, b) => a - b));
    const listed = await pipeline('?stuck=soon&limit=200');
    expect(res.body.pathClocks?.total).toBe(listed.body.listTotal);
    expect(listed.body.list.map((c) => c.teacherId)).toContain(soon._id);
  });
});
