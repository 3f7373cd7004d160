import { randomUUID } from 'node:crypto';
import type { RequestFilters, TeacherRequest } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

// GET /api/requests/all filtered and paged in SQL with its total; GET /api/requests/filters.
const { t, d } = useDemoApp();

type List = { requests: TeacherRequest[] };
const get = (url: string, token = d.tokens.admin) => call<List>(t.app, 'GET', url, { token });
const total = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-total-count']);
const ids = (res: { body: List }) => res.body.requests.map((r) => r._id);

const STATUSES = ['pending', 'approved', 'denied'] as const;
let schoolA: string;
let schoolB: string;
/** Every request made below, newest first (as the list orders them). */
let made: { id: string; school: string; teacher: string; status: string }[];

beforeAll(async () => {
  // A known set: 30 requests from the demo school (statuses in turn) and 5 pending ones from another school,
  // one a minute apart, the first teacher asked about by both.
  await t.db.query('DELETE FROM requests');
  schoolA = d.school._id;
  schoolB = d.schools.find((s) => s._id !== schoolA && s._id !== d.pendingSchool._id)!._id;
  const rows: { id: string; school: string; teacher: string; status: string; minutes: number }[] = [];
  for (let i = 0; i < 30; i++)
    rows.push({ id: randomUUID(), school: schoolA, teacher: d.teachers[i % d.teachers.length]._id, status: STATUSES[i % 3], minutes: i });
  for (let i = 0; i < 5; i++)
    rows.push({ id: randomUUID(), school: schoolB, teacher: d.teachers[i]._id, status: 'pending', minutes: 30 + i });
  for (const r of rows)
    await t.db.query(
      `INSERT INTO requests (id, school_id, teacher_id, status, created_at, response_date)
       VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5::int), CASE WHEN $4 = 'pending' THEN NULL ELSE now() END)`,
      [r.id, r.school, r.teacher, r.status, r.minutes],
    );
  made = rows.sort((a, b) => a.minutes - b.minutes);
});

describe('GET /api/requests/all with filters and paging', () => {
  it('without parameters answers every request as before (the spec call the dashboard makes)', async () => {
    expect(d.teachers.length).toBeGreaterThanOrEqual(30);
    const res = await get('/api/requests/all');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(made.map((r) => r.id));
  });

  it('filters by status, school and teacher in any combination, newest first, with the total in X-Total-Count', async () => {
    const cases: [string, (r: (typeof made)[number]) => boolean][] = [
      ['status=pending', (r) => r.status === 'pending'],
      [`school=${schoolB}`, (r) => r.school === schoolB],
      [`teacher=${d.teachers[0]._id}`, (r) => r.teacher === d.teachers[0]._id],
      [`status=approved&school=${schoolA}`, (r) => r.status === 'approved' && r.school === schoolA],
      [`status=denied&school=${schoolB}`, () => false],
    ];
    for (const [query, keep] of cases) {
      const res = await get(`/api/requests/all?${query}`);
      const expected = made.filter(keep).map((r) => r.id);
      expect({ query, status: res.status, ids: ids(res), total: total(res) }).toEqual({
        query,
        status: 200,
        ids: expected,
        total: expected.length,
      });
    }
    // Each row is a whole request, as the unfiltered list gives it.
    const one = (await get(`/api/requests/all?teacher=${d.teachers[0]._id}&school=${schoolB}`)).body.requests;
    expect(one).toEqual([expect.objectContaining({ status: 'pending', from: expect.objectContaining({ schoolId: schoolB }), reason: '' })]);
  });

  it('pages with limit and offset: pages join to the whole filtered list, the total stays the number that match', async () => {
    const expected = made.filter((r) => r.school === schoolA).map((r) => r.id);
    const pages = [];
    for (let offset = 0; offset < 40; offset += 12) {
      const res = await get(`/api/requests/all?school=${schoolA}&limit=12&offset=${offset}`);
      expect(total(res)).toBe(30);
      pages.push(ids(res));
    }
    expect(pages.map((p) => p.length)).toEqual([12, 12, 6, 0]);
    expect(pages.flat()).toEqual(expected);
    const firstPage = await get('/api/requests/all?limit=5');
    expect({ ids: ids(firstPage), total: total(firstPage) }).toEqual({ ids: made.slice(0, 5).map((r) => r.id), total: 35 });
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const bad: [string, RegExp][] = [
      ['status=maybe', /'maybe' is not a status; use one of Pending, Approved, Denied/],
      ['school=42', /School must be a school's id/],
      ['teacher=x', /Teacher must be a teacher's id/],
      ['limit=0', /Limit must be at least 1/],
      ['limit=201', /Limit must be at most 200/],
      ['offset=-1', /Offset must be at least 0/],
      ['limit=ten', /Limit must be a number/],
    ];
    for (const [query, message] of bad) {
      const res = await get(`/api/requests/all?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(res.body)).toMatch(message);
    }
  });

  it('only an admin sees every request; a school reads only its own, and never the filtered list or the choices', async () => {
    for (const token of [d.tokens.school, d.tokens.supervisor, d.tokens.teacher]) {
      expect((await get('/api/requests/all?status=pending', token)).status).toBe(403);
      expect((await get(`/api/requests/all?school=${schoolA}`, token)).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/requests/filters', { token })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/requests/filters')).status).toBe(401);
    expect((await get(`/api/requests/${schoolB}`, d.tokens.school)).status).toBe(403);
    const own = await get(`/api/requests/${schoolA}`, d.tokens.school);
    expect(ids(own)).toEqual(made.filter((r) => r.school === schoolA).map((r) => r.id));
  });
});

describe('GET /api/requests/filters', () => {
  it('names the schools and teachers that have requests, with their counts, without the list itself', async () => {
    const res = await call<RequestFilters>(t.app, 'GET', '/api/requests/filters', { token: d.tokens.admin });
    expect(res.status).toBe(200);
    const schoolName = (id: string) => d.schools.find((s) => s._id === id)!.name;
    expect(res.body.schools).toEqual(
      expect.arrayContaining([
        { id: schoolA, name: schoolName(schoolA), count: 30 },
        { id: schoolB, name: schoolName(schoolB), count: 5 },
      ]),
    );
    expect(res.body.schools).toHaveLength(2);
    expect({ total: res.body.total, pending: res.body.pending }).toEqual({ total: 35, pending: 15 });
    const first = d.teachers[0];
    expect(res.body.teachers).toContainEqual({ id: first._id, name: `${first.name.first} ${first.name.last}`, count: 2 });
    expect(res.body.teachers.reduce((n, x) => n + x.count, 0)).toBe(35);
    expect(new Set(res.body.teachers.map((x) => x.id)).size).toBe(new Set(made.map((r) => r.teacher)).size);
    // Sorted by name for the select.
    const names = res.body.schools.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});
