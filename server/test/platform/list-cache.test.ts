import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import {
  MESSAGES,
  teacherListItemSchema,
  toTeacherListItem,
  type School,
  type StoredTeacher,
  type Teacher,
  type TeacherListItem,
  type TeacherRequest,
} from 'shared-domain';
import { matchesEtag, pickEncoding } from '../../src/lib/list-cache';
import { requestTeacher } from '../support/fixtures';
import { as, call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const get = (url: string, token: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { token, headers });
const teachers = async () => (await get('/api/teachers/all', d.tokens.admin)).body as StoredTeacher[];

describe('cached lists follow every write to the tables they show', () => {
  it('teachers/all: a teacher edit, an assignment, a school rename and a supervisor rename show at once; the ETag changes', async () => {
    const first = await get('/api/teachers/all', d.tokens.admin);
    const target = d.teachers.find((x) => x.teacherStatus === 'pending')!;
    const { _id, ref, dateAdded, updatedAt, assignment, ...body } = target;
    void [_id, ref, dateAdded, updatedAt, assignment];
    expect(
      (
        await call(t.app, 'PUT', `/api/teachers/${target._id}`, {
          token: d.tokens.admin,
          body: { ...body, name: { first: 'Cache', last: 'Edited' } },
        })
      ).status,
    ).toBe(200);
    const second = await get('/api/teachers/all', d.tokens.admin, { 'if-none-match': String(first.headers.etag) });
    expect(second.status).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((second.body as Teacher[]).find((x) => x.ref === target.ref)!.name).toEqual({ first: 'Cache', last: 'Edited' });

    const put = await call(t.app, 'PUT', `/api/teachers/${target._id}/assignment`, {
      token: d.tokens.admin,
      body: { schoolId: d.school._id, supervisorId: null, status: 'active', startDate: '', endDate: '' },
    });
    expect(put.status).toBe(200);
    expect((await teachers()).find((x) => x._id === target._id)!.assignment).toMatchObject({
      schoolId: d.school._id,
      schoolName: d.school.name,
    });

    expect(
      (
        await call(t.app, 'PATCH', `/api/schools/${d.school._id}`, {
          token: d.tokens.admin,
          body: { name: 'Renamed For Cache ISD School' },
        })
      ).status,
    ).toBe(200);
    expect((await teachers()).find((x) => x._id === target._id)!.assignment!.schoolName).toBe('Renamed For Cache ISD School');
    // The admin's list: a supervisor kept to its own interns sees only its own among a school's teachers.
    const schools = (await get('/api/schools/all', d.tokens.admin)).body as School[];
    expect(schools.find((s) => s._id === d.school._id)!.name).toBe('Renamed For Cache ISD School');
    expect(schools.find((s) => s._id === d.school._id)!.assignedTeachers.map((a) => a.teacher._id)).toContain(target._id);
  });

  it('schools/all follows an account e-mail change (users table)', async () => {
    const before = await get('/api/schools/all', d.tokens.admin);
    const res = await call(t.app, 'PUT', '/api/auth/email', {
      token: d.tokens.pendingSchool,
      body: { email: 'pending-renamed@example.org', currentPassword: 'demo-pass-2026' },
    });
    expect(res.status).toBe(200);
    const after = await get('/api/schools/all', d.tokens.admin, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect((after.body as School[]).find((s) => s._id === d.pendingSchool._id)!.accountEmail).toBe('pending-renamed@example.org');
  });

  it("requests: a new request shows in requests/all and in the school's own list", async () => {
    const all = await get('/api/requests/all', d.tokens.admin);
    const own = await get(`/api/requests/${d.school._id}`, d.tokens.school);
    const rfh = d.teachers.filter((x) => x.teacherStatus === 'ready for hire' && x.publicProfile.show);
    const taken = new Set((own.body.requests as TeacherRequest[]).filter((r) => r.status !== 'denied').map((r) => r.teacher._id));
    const free = rfh.find((x) => !taken.has(x._id))!;
    const created = await requestTeacher(t.app, d.tokens.school, { teacherId: free._id, schoolId: d.school._id });
    expect(created.status).toBe(201);
    const all2 = await get('/api/requests/all', d.tokens.admin, { 'if-none-match': String(all.headers.etag) });
    expect(all2.status).toBe(200);
    expect((all2.body.requests as TeacherRequest[]).map((r) => r._id)).toContain(created.body._id);
    const own2 = await get(`/api/requests/${d.school._id}`, d.tokens.school, { 'if-none-match': String(own.headers.etag) });
    expect(own2.status).toBe(200);
    expect((own2.body.requests as TeacherRequest[]).map((r) => r._id)).toContain(created.body._id);
  });
});

describe('a cached list is never served across the role and ownership rules', () => {
  it("a school gets 403 for another school's requests, even with that list's ETag", async () => {
    const other = await get(`/api/requests/${d.school._id}`, d.tokens.admin);
    expect(other.status).toBe(200);
    const refused = await get(`/api/requests/${d.school._id}`, d.tokens.pendingSchool, { 'if-none-match': String(other.headers.etag) });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    const ownPending = await get(`/api/requests/${d.pendingSchool._id}`, d.tokens.pendingSchool);
    expect(ownPending.headers.etag).not.toBe(other.headers.etag);
    for (const r of ownPending.body.requests as TeacherRequest[]) expect(r.from.schoolId).toBe(d.pendingSchool._id);
  });

  it('staff lists stay 401 / 403 for callers the role table refuses, with or without an ETag', async () => {
    const staff = await get('/api/teachers/all', d.tokens.admin);
    const etag = String(staff.headers.etag);
    expect((await get('/api/teachers/all', d.tokens.school, { 'if-none-match': etag })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/teachers/all', { headers: { 'if-none-match': etag } })).status).toBe(401);
    expect((await get('/api/requests/all', d.tokens.supervisor, { 'if-none-match': etag })).status).toBe(403);
    expect((await get('/api/schools/all', d.tokens.school)).status).toBe(403);
  });
});

describe('encodings and validators', () => {
  it('serves the same JSON as brotli, gzip and identity, private and revalidated', async () => {
    const raw = (enc: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/teachers/all',
        ...as(d.tokens.admin, { 'accept-encoding': enc }),
      });
    const [br, gz, id] = await Promise.all([raw('gzip, deflate, br'), raw('gzip'), raw('identity')]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(id.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(id.body));
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(id.body));
    expect(br.rawPayload.length).toBeLessThan(id.rawPayload.length / 4);
    expect(id.headers['cache-control']).toBe('private, no-cache');
    expect(String(id.headers.vary)).toMatch(/accept-encoding/);
  });

  it('negotiates encodings and compares ETags like HTTP', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});

describe('teachers/all?view=list: the projection the staff screens ask for', () => {
  it('carries only the list fields, for every teacher in list order, worked out for today like the client does', async () => {
    const full = (await get('/api/teachers/all', d.tokens.admin)).body as StoredTeacher[];
    const res = await get('/api/teachers/all?view=list', d.tokens.admin, { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    const items = z.array(teacherListItemSchema.strict()).parse(res.body);
    // Each row carries the record's number, not its id (the ids were most of the list's bytes).
    expect(items.map((i) => i.ref)).toEqual(full.map((x) => x.ref));
    expect(new Set(items.map((i) => i.ref)).size).toBe(items.length);
    expect(JSON.stringify(items)).not.toContain(full[0]._id);
    const now = new Date();
    expect(items).toEqual(full.map((x) => toTeacherListItem(x, now)));
    // No private detail beyond what the list shows: no mentor, notes, principal or observation comments.
    const text = JSON.stringify(res.body);
    expect(text.length).toBeLessThan(JSON.stringify(full).length / 3);
    expect(text).not.toContain(full.find((x) => x.mentor.email)!.mentor.email);
  });

  it('&first=N answers the first N of the same projection, in the same order (the first paint); N is checked', async () => {
    const all = (await get('/api/teachers/all?view=list', d.tokens.admin, { 'accept-encoding': 'identity' })).body as TeacherListItem[];
    const res = await get('/api/teachers/all?view=list&first=5', d.tokens.admin, { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(all.slice(0, 5));
    for (const [q, message] of [
      ['view=list&first=0', 'first must be 1 or more'],
      ['view=list&first=201', 'first must be at most 200'],
      ['view=list&first=abc', 'first must be a number'],
      ['first=5', 'first needs view=list'],
    ]) {
      const bad = await get(`/api/teachers/all?${q}`, d.tokens.admin);
      expect(bad.status).toBe(400);
      expect((bad.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ first: message });
    }
  });

  it('answers 304 while nothing changed, and a new list after a write; supervisors too, schools never; ?view is checked', async () => {
    const first = await get('/api/teachers/all?view=list', d.tokens.supervisor);
    expect(first.status).toBe(200);
    const again = await get('/api/teachers/all?view=list', d.tokens.supervisor, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    // The whole records and the projection are different lists with different ETags.
    expect((await get('/api/teachers/all', d.tokens.supervisor)).headers.etag).not.toBe(first.headers.etag);
    // One of the supervisor's own teachers: the only ones in its list.
    const target = d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id)!;
    const { _id, ref, dateAdded, updatedAt, assignment, ...body } = target;
    void [_id, ref, dateAdded, updatedAt, assignment];
    await call(t.app, 'PUT', `/api/teachers/${target._id}`, {
      token: d.tokens.admin,
      body: { ...body, name: { first: 'Projected', last: 'Edit' } },
    });
    const after = await get('/api/teachers/all?view=list', d.tokens.supervisor, { 'if-none-match': String(first.headers.etag) });
    expect(after.status).toBe(200);
    expect((after.body as TeacherListItem[]).find((x) => x.ref === target.ref)!.name).toEqual({ first: 'Projected', last: 'Edit' });
    expect((await get('/api/teachers/all?view=list', d.tokens.school)).status).toBe(403);
    const bad = await get('/api/teachers/all?view=everything', d.tokens.admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['view']);
  });

  it('the whole list is read a page at a time in one snapshot, in the same order as one query would give', async () => {
    const pages: string[][] = [];
    await t.app.repos.teachers.eachPage((page) => pages.push(page), 7);
    expect(pages.length).toBe(Math.ceil(d.teachers.length / 7));
    const ids = pages.flat().map((j) => (JSON.parse(j) as Teacher)._id);
    const full = (await get('/api/teachers/all', d.tokens.admin)).body as StoredTeacher[];
    expect(ids).toEqual(full.map((x) => x._id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
