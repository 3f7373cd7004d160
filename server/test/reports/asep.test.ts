import type { AsepException, AsepReport, Supervisor, Teacher } from 'shared-domain';
import { call, EMAILS, teacherPutBody, useDemoApp } from '../support/test-app';

/** The program's today: 1 Sep 2027, the report of the year 1 Sep 2026 – 31 Aug 2027 due in two weeks. */
const { t, d } = useDemoApp({ now: () => new Date('2027-09-01T17:00:00Z') });
const admin = () => ({ token: d.tokens.admin });

/** A field supervisor of the year's candidates, its certification as given. */
async function supervisor(last: string, certification: string): Promise<Supervisor> {
  const res = await call<{ supervisor: Supervisor }>(t.app, 'POST', '/api/supervisors/register', {
    ...admin(),
    body: {
      email: `${last.toLowerCase()}@example.org`,
      password: 'strong-pass-1',
      name: { first: 'Sam', last },
      contactInfo: { phone: '(512) 555-0177' },
      credentials: { certification, yearsExperience: 6, specializations: [] },
      schoolId: d.school._id,
      settings: { maxTeachers: 20 },
    },
  });
  expect(res.status).toBe(201);
  return res.body.supervisor;
}
let sup: Supervisor;
beforeAll(async () => {
  sup = await supervisor('Rosterson', 'T-TESS Appraiser');
});

const ADMISSION = {
  gpaOverall: 3.4,
  gpaLast60: 3.6,
  contentCreditHours: 18,
  contentMathScience7Up: false,
  contentTestPassedOn: null,
  offerSentOn: '2026-09-02',
  admissionEffectiveOn: '2026-09-03',
  acceptedOn: '2026-09-03',
  teaReportedOn: '2026-09-05',
};
const observation = (date: string, extra: object = {}) => ({
  date,
  kind: 'formal',
  mode: 'in person',
  duration: 50,
  preConferenceDate: date,
  postConferenceDate: date,
  ...extra,
});
const record = (last: string, extra: Record<string, unknown>) => ({
  name: { first: 'Ana', last },
  oneFiftyCourseWorkHours: 'completed',
  thirtyObsHours: 'completed',
  exams: [{ number: 1, content: 'ESL', notes: [] }],
  placement: { campusName: 'Travis Elementary', districtName: 'Austin ISD' },
  ...extra,
});

async function candidate(
  last: string,
  o: {
    stage: 'internship' | 'clinical-teaching';
    start: string;
    end: string;
    extra?: Record<string, unknown>;
    supervisorId?: string | null;
  },
): Promise<Teacher> {
  const made = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...admin(), body: record(last, o.extra ?? {}) });
  expect(made.status).toBe(201);
  const id = made.body._id;
  expect((await call(t.app, 'PUT', `/api/teachers/${id}/path/admission`, { ...admin(), body: ADMISSION })).status).toBe(200);
  const assignment = { schoolId: d.school._id, supervisorId: o.supervisorId === undefined ? sup._id : o.supervisorId };
  const placed = await call(t.app, 'PUT', `/api/teachers/${id}/assignment`, {
    ...admin(),
    body: { ...assignment, status: 'active', startDate: o.start, endDate: o.end },
  });
  expect(placed.status).toBe(200);
  const moves: [string, string, string | null][] = [
    ['applied', '2026-09-01', null],
    ['offered', '2026-09-02', null],
    ['admitted', '2026-09-03', null],
    ['pre-service', '2026-09-04', null],
    ['eligible', '2026-10-01', null],
    ...(o.stage === 'internship' ? ([['certificate-recommended', '2026-10-02', null]] as [string, string, null][]) : []),
    [o.stage, o.start, o.stage === 'internship' ? 'intern' : 'clinical teaching'],
  ];
  for (const [stage, reachedOn, assignmentType] of moves) {
    const res = await call(t.app, 'POST', `/api/teachers/${id}/path`, { ...admin(), body: { stage, reachedOn, assignmentType } });
    expect([stage, res.status, res.body.message]).toEqual([stage, 201, undefined]);
  }
  return made.body;
}

const internInfo = { certType: 'intern', startDate: '2026-10-05', firstDayWithStudent: '2026-10-12', endDate: '2027-05-28' };
const clinicalInfo = { certType: '', startDate: '2027-01-11', firstDayWithStudent: '2027-01-11', endDate: '2027-05-14' };
const intern = (last: string, extra: Record<string, unknown> = {}, supervisorId?: string | null) =>
  candidate(last, {
    stage: 'internship',
    start: '2026-10-12',
    end: '2027-05-28',
    supervisorId,
    extra: { teaId: 1000001, certificationInfo: internInfo, ...extra },
  });

const csv = async (file: string, year = 2026) => {
  const res = await call<string>(t.app, 'GET', `/api/reports/asep/${year}/files/${file}`, admin());
  expect(res.status).toBe(200);
  return res;
};
/** The file's rows as header → value objects, only those whose Last Name starts with `prefix`. */
const rowsOf = (text: string, prefix: string) => {
  const [head, ...lines] = text.trimEnd().split('\r\n');
  const keys = head.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], v]))).filter((r) => r['Last Name'].startsWith(prefix));
};
const report = async (year = 2026, page = 'limit=500') =>
  (await call<AsepReport>(t.app, 'GET', `/api/reports/asep/${year}?${page}`, admin())).body;
const problemsOf = async (id: string) =>
  (await report()).problems.filter((p) => p.subject.id === id).map((p) => ({ code: p.code, href: p.href }));

describe("the year's record sets", () => {
  beforeAll(async () => {
    await intern('AsepIntern', { supervisions: { list: [observation('2026-10-20'), observation('2027-02-10', { duration: 45 })] } });
    await candidate('AsepClinical', {
      stage: 'clinical-teaching',
      start: '2027-01-11',
      end: '2027-05-14',
      extra: { teaId: 1000002, certificationInfo: clinicalInfo, supervisions: { list: [observation('2027-02-01', { duration: 60 })] } },
    });
    await intern('AsepLate', {
      teaId: 1000003,
      internStatus: 'late hire',
      hiredListInfo: { dateHired: '2026-10-01' },
      supervisions: { list: [observation('2026-11-02', { mode: 'virtual', preConferenceDate: '2026-11-01' })] },
    });
  });

  it('builds each file from the paths and the observation logs, field by field', async () => {
    const who = (last: string, teaId: string) => ({ 'TEA ID': teaId, 'Last Name': last, 'First Name': 'Ana' });
    const admitted = {
      'Admission Date': '2026-09-03',
      'Offer Date': '2026-09-02',
      'Acceptance Date': '2026-09-03',
      'Admission GPA': '3.40',
      'GPA Last 60 Hours': '3.60',
      'Content Semester Credit Hours': '18',
      'PACT Passed Date': '',
    };
    expect(rowsOf((await csv('admissions')).body, 'Asep')).toEqual([
      { ...who('AsepClinical', '1000002'), ...admitted },
      { ...who('AsepIntern', '1000001'), ...admitted },
      { ...who('AsepLate', '1000003'), ...admitted },
    ]);
    const enrolled = { Status: 'Other Enrolled', 'Status Date': '2026-09-03' };
    expect(rowsOf((await csv('finishers')).body, 'Asep')).toEqual([
      { ...who('AsepClinical', '1000002'), ...enrolled, 'Certificate Type': '' },
      { ...who('AsepIntern', '1000001'), ...enrolled, 'Certificate Type': 'intern' },
      { ...who('AsepLate', '1000003'), ...enrolled, 'Certificate Type': 'intern' },
    ]);
    const supervisor = 'Sam Rosterson';
    const placement = { Campus: 'Travis Elementary', District: 'Austin ISD', 'Field Supervisor': supervisor };
    expect(rowsOf((await csv('clinical-experience')).body, 'Asep')).toEqual([
      {
        ...who('AsepClinical', '1000002'),
        'Assignment Type': 'clinical teaching',
        'Start Date': '2027-01-11',
        'End Date': '2027-05-14',
        'Late Hire': 'N',
        ...placement,
      },
      {
        ...who('AsepIntern', '1000001'),
        'Assignment Type': 'intern',
        'Start Date': '2026-10-12',
        'End Date': '2027-05-28',
        'Late Hire': 'N',
        ...placement,
      },
      {
        ...who('AsepLate', '1000003'),
        'Assignment Type': 'intern',
        'Start Date': '2026-10-12',
        'End Date': '2027-05-28',
        'Late Hire': 'Y',
        ...placement,
      },
    ]);
    const obs = (last: string, teaId: string, type: string, date: string, minutes: string, mode: string, pre = date) => ({
      ...who(last, teaId),
      'Assignment Type': type,
      'Observation Date': date,
      'Duration (Minutes)': minutes,
      'Observation Type': mode,
      'Pre-conference Date': pre,
      'Post-conference Date': date,
      'Field Supervisor': supervisor,
    });
    expect(rowsOf((await csv('observations')).body, 'Asep')).toEqual([
      obs('AsepClinical', '1000002', 'clinical teaching', '2027-02-01', '60', 'In Person'),
      obs('AsepIntern', '1000001', 'intern', '2026-10-20', '50', 'In Person'),
      obs('AsepIntern', '1000001', 'intern', '2027-02-10', '45', 'In Person'),
      obs('AsepLate', '1000003', 'intern', '2026-11-02', '50', 'Virtual', '2026-11-01'),
    ]);
    expect(rowsOf((await csv('supervisors')).body, 'Rosterson')).toEqual([
      {
        'Last Name': 'Rosterson',
        'First Name': 'Sam',
        Email: 'rosterson@example.org',
        'Appraiser Certification': 'T-TESS Appraiser',
        'Years of Experience': '6',
        'Candidates Supervised': '3',
      },
    ]);
  });

  it('sends the same bytes for unchanged data, as an attachment named by year and file', async () => {
    const first = await csv('observations');
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(first.headers['content-disposition']).toBe('attachment; filename="asep-2026-observations.csv"');
    expect((await csv('observations')).body).toBe(first.body);
    expect((await report()).files.find((f) => f.file === 'observations')!.rows).toBe(first.body.trimEnd().split('\r\n').length - 1);
  });

  it('leaves a year before any of them out', async () => {
    expect(rowsOf((await csv('observations', 2024)).body, 'Asep')).toEqual([]);
  });

  it('refuses a year or a file that is not one, naming it, and a caller who is not an admin', async () => {
    const bad = await call(t.app, 'GET', '/api/reports/asep/26/files/observations', admin());
    expect([bad.status, bad.body.message]).toEqual([400, 'year: Year must be four digits']);
    const file = await call(t.app, 'GET', '/api/reports/asep/2026/files/grades', admin());
    expect(file.status).toBe(400);
    expect(file.body.message).toMatch(/file/);
    expect((await call(t.app, 'GET', '/api/reports/asep/2026', { token: d.tokens.supervisor })).status).toBe(403);
  });
});

describe('records with problems', () => {
  const get = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, admin())).body;
  const put = async (x: Teacher, change: Record<string, unknown>) => {
    const body = { ...teacherPutBody(x), ...change };
    expect((await call(t.app, 'PUT', `/api/teachers/${x._id}`, { ...admin(), body })).status).toBe(200);
  };
  const remove = async (id: string, date: string) => {
    const x = await get(id);
    const o = x.supervisions.list.find((s) => s.date === date)!;
    const res = await call(t.app, 'POST', `/api/teachers/${id}/supervisions/${o._id}/remove`, {
      ...admin(),
      body: { reason: 'Entered by mistake', updatedAt: x.updatedAt },
    });
    expect(res.status).toBe(200);
  };
  const codes = async (id: string) => (await problemsOf(id)).map((p) => p.code);
  const teacherLink = (id: string) => `/admin/teachers/${id}`;

  it('names a missing TEA ID with the record to fix it on, until it is entered', async () => {
    const x = await intern('ProblemTea', { teaId: null, supervisions: { list: [observation('2026-10-20')] } });
    expect(await problemsOf(x._id)).toEqual([{ code: 'missingTeaId', href: teacherLink(x._id) }]);
    await put(await get(x._id), { teaId: 2000001 });
    expect(await problemsOf(x._id)).toEqual([]);
  });

  it('names an admission dated after the assignment began, until the admission is corrected', async () => {
    const x = await intern('ProblemAdmission', { supervisions: { list: [observation('2026-10-20')] } });
    const late = { ...ADMISSION, admissionEffectiveOn: '2026-10-15' };
    expect((await call(t.app, 'PUT', `/api/teachers/${x._id}/path/admission`, { ...admin(), body: late })).status).toBe(200);
    const [problem] = (await report()).problems.filter((p) => p.subject.id === x._id);
    expect(problem).toMatchObject({
      code: 'admissionAfterAssignment',
      file: 'clinical-experience',
      message: 'Admitted 2026-10-15, after the intern assignment began 2026-10-12.',
    });
    expect((await call(t.app, 'PUT', `/api/teachers/${x._id}/path/admission`, { ...admin(), body: ADMISSION })).status).toBe(200);
    expect(await codes(x._id)).toEqual([]);
  });

  it('names an observation under 45 minutes and one without a post-conference, until each is put right', async () => {
    const x = await intern('ProblemObservation', {
      supervisions: {
        list: [
          observation('2026-10-20'),
          observation('2026-11-20', { duration: 30 }),
          observation('2026-12-04', { postConferenceDate: '' }),
        ],
      },
    });
    expect(await codes(x._id)).toEqual(['shortObservation', 'noPostConference']);
    const short = (await report()).problems.find((p) => p.subject.id === x._id && p.code === 'shortObservation')!;
    expect(short.message).toBe('Observation of 2026-11-20: 30 minutes, under 45.');
    await remove(x._id, '2026-11-20');
    expect(await codes(x._id)).toEqual(['noPostConference']);
    await remove(x._id, '2026-12-04');
    expect(await codes(x._id)).toEqual([]);
  });

  it("names a first observation outside its window (the intern's 4 weeks), until one within it is recorded", async () => {
    const x = await intern('ProblemFirst', { supervisions: { list: [observation('2026-11-20')] } });
    const [problem] = (await report()).problems.filter((p) => p.subject.id === x._id);
    expect(problem).toMatchObject({
      code: 'firstObservationLate',
      message: 'First formal observation on 2026-11-20, after its window closed 2026-11-09.',
    });
    const added = await call(t.app, 'POST', `/api/teachers/${x._id}/supervisions`, {
      ...admin(),
      body: observation('2026-11-02', { comment: 'Strong questioning' }),
    });
    expect([added.status, added.body.message]).toEqual([201, undefined]);
    expect(await codes(x._id)).toEqual([]);
  });

  it('names an assignment without a field supervisor, and a supervisor without an appraiser certificate, until each is fixed', async () => {
    const x = await intern('ProblemSupervisor', { supervisions: { list: [observation('2026-10-20')] } }, null);
    expect(await codes(x._id)).toEqual(['noSupervisor']);
    const plain = await supervisor('Plainson', 'Principal EC-12');
    const assign = { schoolId: d.school._id, supervisorId: plain._id, status: 'active', startDate: '2026-10-12', endDate: '2027-05-28' };
    expect((await call(t.app, 'PUT', `/api/teachers/${x._id}/assignment`, { ...admin(), body: assign })).status).toBe(200);
    expect(await codes(x._id)).toEqual([]);
    expect(await problemsOf(plain._id)).toEqual([{ code: 'supervisorNotAppraiser', href: `/admin/supervisors/${plain._id}/edit` }]);
    const fixed = await call(t.app, 'PATCH', `/api/supervisors/${plain._id}`, {
      ...admin(),
      body: { credentials: { certification: 'T-TESS Appraiser' } },
    });
    expect(fixed.status).toBe(200);
    expect(await problemsOf(plain._id)).toEqual([]);
  });
});

describe('Requests for Exception', () => {
  const base = (teacherId: string) => ({
    teacherId,
    requirement: 'firstObservation',
    reason: 'The campus closed for two weeks after a flood',
    evidence: 'District closure notice',
  });
  it('tracks one per candidate and requirement, in the report and its file, each change audited', async () => {
    const x = await intern('ExceptionIntern', { teaId: 3000001, supervisions: { list: [observation('2026-11-20')] } });
    const made = await call(t.app, 'POST', '/api/reports/asep/2026/exceptions', { ...admin(), body: base(x._id) });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ teacherId: x._id, year: 2026, status: 'draft', filedOn: null, decidedOn: null, teaId: 3000001 });
    const again = await call(t.app, 'POST', '/api/reports/asep/2026/exceptions', { ...admin(), body: base(x._id) });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This candidate already has a Request for Exception for this requirement this year',
    ]);

    const undecided = { ...base(x._id), status: 'approved', filedOn: '2027-09-02' };
    const refused = await call(t.app, 'PUT', `/api/reports/asep/2026/exceptions/${made.body.id}`, { ...admin(), body: undecided });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ decidedOn: 'Decided on is required once TEA has decided' });
    const decided = { ...undecided, decidedOn: '2027-09-20' };
    const saved = await call(t.app, 'PUT', `/api/reports/asep/2026/exceptions/${made.body.id}`, { ...admin(), body: decided });
    expect(saved.body).toMatchObject({ status: 'approved', filedOn: '2027-09-02', decidedOn: '2027-09-20' });

    expect((await report()).exceptions.filter((e) => e.teacherId === x._id).map((e) => e.status)).toEqual(['approved']);
    expect(rowsOf((await csv('exceptions')).body, 'ExceptionIntern')).toEqual([
      {
        'TEA ID': '3000001',
        'Last Name': 'ExceptionIntern',
        'First Name': 'Ana',
        Requirement: 'First observation within its window',
        Reason: 'The campus closed for two weeks after a flood',
        Evidence: 'District closure notice',
        Status: 'approved',
        'Date Filed': '2027-09-02',
        'Date Decided': '2027-09-20',
      },
    ]);
    const audit = await call(t.app, 'GET', `/api/audit?entity=teacher&entityId=${x._id}`, admin());
    const fields = audit.body.flatMap((a: { actor: string; changes: { field: string }[] }) => a.changes.map((c) => c.field));
    expect(fields).toEqual(
      expect.arrayContaining(['exception.2026.status', 'exception.2026.decidedOn', 'exception.2026.firstObservation.reason']),
    );
  });

  it('names who filed each request and when, and who changed it last', async () => {
    const x = await intern('ExceptionRecorded', {});
    const started = Date.now();
    const made = await call<AsepException>(t.app, 'POST', '/api/reports/asep/2026/exceptions', { ...admin(), body: base(x._id) });
    expect(made.body).toMatchObject({ recordedBy: EMAILS.admin, changedBy: null, changedAt: null });
    expect(Date.parse(made.body.recordedAt!)).toBeGreaterThanOrEqual(started - 1000);
    const changed = await call<AsepException>(t.app, 'PUT', `/api/reports/asep/2026/exceptions/${made.body.id}`, {
      ...admin(),
      body: { ...base(x._id), evidence: 'Closure notice and the district calendar' },
    });
    expect(changed.body).toMatchObject({ recordedBy: EMAILS.admin, recordedAt: made.body.recordedAt, changedBy: EMAILS.admin });
    expect(Date.parse(changed.body.changedAt!)).toBeGreaterThanOrEqual(Date.parse(made.body.recordedAt!));
    const listed = (await report()).exceptions.find((e) => e.id === made.body.id);
    expect(listed).toMatchObject({ recordedBy: EMAILS.admin, changedBy: EMAILS.admin, changedAt: changed.body.changedAt });
  });

  it('refuses a request for no candidate, for an unknown requirement, and an id of another year', async () => {
    const missing = await call(t.app, 'POST', '/api/reports/asep/2026/exceptions', {
      ...admin(),
      body: base('00000000-0000-4000-8000-000000000009'),
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'Teacher not found']);
    const x = await intern('ExceptionOther', {});
    const unknown = await call(t.app, 'POST', '/api/reports/asep/2026/exceptions', {
      ...admin(),
      body: { ...base(x._id), requirement: 'grades' },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors)).toEqual(['requirement']);
    const made = await call(t.app, 'POST', '/api/reports/asep/2026/exceptions', { ...admin(), body: base(x._id) });
    const other = await call(t.app, 'PUT', `/api/reports/asep/2025/exceptions/${made.body.id}`, { ...admin(), body: base(x._id) });
    expect([other.status, other.body.message]).toEqual([404, 'Request for Exception not found']);
  });
});

describe('the page of records with problems', () => {
  it('pages the problems by offset and limit, counting every one in all and per problem in the same answer', async () => {
    await intern('PagedA', { teaId: null });
    await intern('PagedB', { teaId: null });
    const whole = await report();
    expect(whole.counts.problems).toBe(whole.problems.length);
    expect(Object.values(whole.counts.byCode).reduce((a, b) => a + b, 0)).toBe(whole.counts.problems);
    expect(whole.counts.byCode.missingTeaId).toBe(whole.problems.filter((p) => p.code === 'missingTeaId').length);
    const first = await report(2026, 'limit=2');
    const second = await report(2026, 'offset=2&limit=2');
    expect([first.offset, first.limit, first.counts]).toEqual([0, 2, whole.counts]);
    expect([...first.problems, ...second.problems]).toEqual(whole.problems.slice(0, 4));
    const past = await report(2026, `offset=${whole.counts.problems}`);
    expect([past.problems, past.counts.problems]).toEqual([[], whole.counts.problems]);
  });

  it('answers 50 by default and refuses a limit over 500 or an offset that is not a number, naming it', async () => {
    expect((await report(2026, '')).limit).toBe(50);
    const big = await call(t.app, 'GET', '/api/reports/asep/2026?limit=501', admin());
    expect([big.status, Object.keys(big.body.fieldErrors)]).toEqual([400, ['limit']]);
    const word = await call(t.app, 'GET', '/api/reports/asep/2026?offset=two', admin());
    expect([word.status, Object.keys(word.body.fieldErrors)]).toEqual([400, ['offset']]);
  });
});

describe('a problem and its Request for Exception', () => {
  it('names the request filed about a problem and counts it, until the request is removed (answered as it was, audited)', async () => {
    const x = await intern('ExceptedLate', { teaId: 3000002 });
    const late = () =>
      report().then((r) => ({ r, p: r.problems.find((p) => p.subject.id === x._id && p.code === 'firstObservationLate')! }));
    const before = await late();
    expect([before.p.requirement, before.p.exceptionId]).toEqual(['firstObservation', null]);
    const body = { teacherId: x._id, requirement: 'firstObservation', reason: 'The campus closed for a flood', evidence: '' };
    const made = await call(t.app, 'POST', '/api/reports/asep/2026/exceptions', { ...admin(), body });
    const filed = await late();
    expect(filed.p.exceptionId).toBe(made.body.id);
    expect(filed.r.counts.withException).toBe(before.r.counts.withException + 1);
    expect(filed.r.counts.problems).toBe(before.r.counts.problems);

    const removed = await call(t.app, 'DELETE', `/api/reports/asep/2026/exceptions/${made.body.id}`, admin());
    expect([removed.status, removed.body.id, removed.body.reason]).toEqual([200, made.body.id, 'The campus closed for a flood']);
    const after = await late();
    expect([after.p.exceptionId, after.r.counts.withException]).toEqual([null, before.r.counts.withException]);
    const again = await call(t.app, 'DELETE', `/api/reports/asep/2026/exceptions/${made.body.id}`, admin());
    expect([again.status, again.body.message]).toEqual([404, 'Request for Exception not found']);
    const audit = await call(t.app, 'GET', `/api/audit?entity=teacher&entityId=${x._id}`, admin());
    const removal = audit.body
      .flatMap((a: { changes: { field: string; to: unknown }[] }) => a.changes)
      .filter((c: { field: string; to: unknown }) => c.field === 'exception.2026.firstObservation.reason' && c.to === null);
    expect(removal).toHaveLength(1);
  });

  it('offers no request for a problem only a fix clears', async () => {
    const x = await intern('NoTeaIdExcept', { teaId: null });
    const p = (await report()).problems.find((q) => q.subject.id === x._id && q.code === 'missingTeaId')!;
    expect([p.requirement, p.exceptionId]).toEqual([null, null]);
  });
});

describe('indicator 4a, observation frequency and duration', () => {
  it('counts each assignment ended in the year as met or not, per cohort, with the candidates behind the number', async () => {
    const met = await candidate('IndicatorMet', {
      stage: 'clinical-teaching',
      start: '2027-01-11',
      end: '2027-05-14',
      extra: {
        teaId: 4000001,
        certificationInfo: clinicalInfo,
        supervisions: { list: ['2027-01-20', '2027-02-10', '2027-03-20', '2027-04-20'].map((day) => observation(day)) },
      },
    });
    const short = await intern('IndicatorShort', { supervisions: { list: [observation('2026-10-20'), observation('2027-02-10')] } });
    const [indicator] = (await report()).indicators;
    expect(indicator.key).toBe('4a');
    // The cases not met come first.
    const mine = indicator.cases.filter((k) => [met._id, short._id].includes(k.teacherId));
    expect(mine).toEqual([
      {
        teacherId: short._id,
        name: 'Ana IndicatorShort',
        cohort: '2026–2027',
        assignmentType: 'intern',
        counted: 2,
        required: 5,
        met: false,
      },
      {
        teacherId: met._id,
        name: 'Ana IndicatorMet',
        cohort: '2026–2027',
        assignmentType: 'clinical teaching',
        counted: 4,
        required: 4,
        met: true,
      },
    ]);
    const cohort = indicator.cohorts.find((c) => c.cohort === '2026–2027')!;
    const inCohort = indicator.cases.filter((k) => k.cohort === '2026–2027');
    expect(cohort).toEqual({ cohort: '2026–2027', met: inCohort.filter((k) => k.met).length, total: inCohort.length });
    expect(indicator.total).toBe(indicator.cases.length);
  });
});
