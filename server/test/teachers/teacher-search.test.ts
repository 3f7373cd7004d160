import { foldSearch, matchesSearch, type StoredTeacher, type Teacher, type TeacherListItem, type TeacherListPage } from 'shared-domain';
import { TEACHER_FROM, TEACHER_JSON } from '../../src/repositories/teachers-sql';
import { as, call, useDemoApp } from '../support/test-app';

// The staff list searched, filtered, sorted and paged on the server, with the
// same search as the browser's (shared-domain matchesSearch), and the whole records streamed.
const { t, d } = useDemoApp({ env: { TEACHER_LIST_WHOLE_MAX: '5' } });
const admin = () => ({ token: d.tokens.admin });

const page = async (query: string) => {
  const res = await call<TeacherListPage>(t.app, 'GET', `/api/teachers/all?view=list&${query}`, admin());
  expect(res.status).toBe(200);
  return res.body;
};
/** Every page of a query, following `next`. */
async function allPages(query: string, limit = 3) {
  const rows: TeacherListItem[] = [];
  let next: string | null = null;
  let first: TeacherListPage | null = null;
  do {
    const p = await page(`${query}&limit=${limit}${next ? `&after=${next}` : ''}`);
    first ??= p;
    rows.push(...p.rows);
    next = p.next;
  } while (next);
  return { rows, first: first };
}

const created: Record<string, Teacher> = {};
async function add(key: string, body: object) {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...admin(), body });
  expect(res.status).toBe(201);
  created[key] = res.body;
}

beforeAll(async () => {
  await add('rosa', { name: { first: 'Rosa', last: 'Delgado' }, teaId: 7654321, contact: { email: 'rosa.d@district.example' } });
  await add('perez', { name: { first: 'José', last: 'Quiñónez' }, contact: { email: 'jp@isd.example' } });
  await add('perez2', { name: { first: 'Ana', last: 'Quinonez' }, teacherStatus: 'intern' });
});

describe('search: the same meaning in SQL as in the browser', () => {
  it('finds by TEA ID, e-mail and record number', async () => {
    expect((await page('limit=50&q=7654321')).rows.map((r) => r.ref)).toEqual([created.rosa.ref]);
    expect((await page('limit=50&q=rosa.d%40district')).rows.map((r) => r.ref)).toEqual([created.rosa.ref]);
    const byRef = await page(`limit=50&q=${created.perez.ref}`);
    expect(byRef.rows.map((r) => r.ref)).toContain(created.perez.ref);
  });

  it('ignores accents both ways and the order of the words', async () => {
    const refs = async (q: string) => (await page(`limit=50&q=${encodeURIComponent(q)}`)).rows.map((r) => r.ref).sort();
    const both = [created.perez.ref, created.perez2.ref].sort();
    expect(await refs('Quiñónez')).toEqual(both);
    expect(await refs('quinonez')).toEqual(both);
    expect(await refs('JOSE quinonez')).toEqual([created.perez.ref]);
    expect(await refs('Delgado, Rosa')).toEqual([created.rosa.ref]);
    expect(await refs('rosa delgado')).toEqual([created.rosa.ref]);
    expect(await refs('delgado rosa nobody')).toEqual([]);
  });

  it('answers what matchesSearch answers on every row, for several queries', async () => {
    const whole = (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin())).body;
    for (const q of ['a', 'ez', 'Pérez', 'Quiñónez', 'ROSA', 'example', '%', '_', 'o e', String(created.rosa.ref)]) {
      const server = (await allPages(`q=${encodeURIComponent(q)}`, 200)).rows.map((r) => r.ref).sort((x, y) => x - y);
      const client = whole
        .filter((r) => matchesSearch(r, q))
        .map((r) => r.ref)
        .sort((x, y) => x - y);
      expect({ q, refs: server }).toEqual({ q, refs: client });
    }
  });

  it('search_fold() in SQL equals foldSearch() for ASCII, Latin-1 and Latin Extended-A', async () => {
    let text = '';
    for (let c = 0x20; c <= 0x17f; c++) if (c < 0x7f || c >= 0xc0) text += String.fromCharCode(c);
    // İ lower-cases to two characters in JavaScript (i + a combining dot): not a letter of a Texas name.
    const chars = [...text].filter((ch) => ch !== 'İ');
    const [row] = await t.db.query<{ f: string[] }>('SELECT array(SELECT search_fold(c) FROM unnest($1::text[]) c) AS f', [chars]);
    expect(row.f).toEqual(chars.map(foldSearch));
  });
});

describe('filters, sort and keyset pages', () => {
  it('counts the total and the matched rows; filters by status and supervisor', async () => {
    const all = await page('limit=2');
    const whole = (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin())).body;
    expect(all.total).toBe(whole.length);
    expect(all.matched).toBe(whole.length);
    expect(all.wholeMax).toBe(5);
    const interns = await allPages('status=intern');
    expect(interns.rows.map((r) => r.ref).sort()).toEqual(
      whole
        .filter((r) => r.teacherStatus === 'intern')
        .map((r) => r.ref)
        .sort(),
    );
    expect(interns.first.matched).toBe(interns.rows.length);
    expect(interns.first.total).toBe(whole.length);
    const sv = d.supervisor._id;
    const mine = await allPages(`supervisor=${sv}`);
    expect(mine.rows.map((r) => r.ref).sort()).toEqual(
      whole
        .filter((r) => r.assignment?.supervisorId === sv)
        .map((r) => r.ref)
        .sort(),
    );
    const open = await allPages('open=1', 4);
    expect(open.rows.map((r) => r.ref).sort()).toEqual(
      whole
        .filter((r) => r.openItems)
        .map((r) => r.ref)
        .sort(),
    );
    expect(open.first.matched).toBe(open.rows.length);
    // A later page of the open filter still counts every match.
    if (open.first.next) expect((await page(`open=1&limit=4&after=${open.first.next}`)).matched).toBe(open.rows.length);
  });

  it('sorts by each column both ways, every row once, in the sort the pages name', async () => {
    const whole = (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin())).body;
    const fold = (s: string | null | undefined) => foldSearch(s ?? '');
    const key: Record<string, (r: TeacherListItem) => string | number> = {
      lastName: (r) => fold(r.name.last),
      firstName: (r) => fold(r.name.first),
      status: (r) => r.teacherStatus,
      teaId: (r) => r.teaId ?? -1,
      email: (r) => fold(r.contact.email),
      district: (r) => fold(r.placement.districtName),
    };
    for (const sort of Object.keys(key)) {
      for (const dir of ['asc', 'desc']) {
        const { rows } = await allPages(`sort=${sort}&dir=${dir}`, 7);
        expect(rows.map((r) => r.ref).sort()).toEqual(whole.map((r) => r.ref).sort());
        const values = rows.map(key[sort]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (dir === 'desc') sorted.reverse();
        expect({ sort, dir, values }).toEqual({ sort, dir, values: sorted });
      }
    }
  });

  it('keyset pages stay stable when teachers are added meanwhile: no row twice, none skipped', async () => {
    const first = await page('limit=5');
    const seen = first.rows.map((r) => r.ref);
    // Added before and after the cursor (by last name) while the reader is on page one.
    await add('early', { name: { first: 'Aaron', last: 'Aardvark' } });
    await add('late', { name: { first: 'Zed', last: 'Zzyzx' } });
    let next = first.next;
    while (next) {
      const p = await page(`limit=5&after=${next}`);
      seen.push(...p.rows.map((r) => r.ref));
      next = p.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(created.late.ref);
    expect(seen).not.toContain(created.early.ref);
    const whole = (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin())).body;
    expect(seen.length).toBe(whole.length - 1);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const cursor = (keys: unknown[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    for (const [query, field] of [
      ['view=list&limit=0', 'limit'],
      ['view=list&limit=201', 'limit'],
      ['view=list&limit=5&after=nonsense', 'after'],
      // Decodable, but not keys of this list: a teacher id that is no id, a NUL in a name, a name where the TEA ID goes.
      [`view=list&limit=5&after=${cursor(['a', 'b', 'not-a-uuid'])}`, 'after'],
      [`view=list&limit=5&after=${cursor(['a\u0000', 'b', '00000000-0000-4000-8000-000000000000'])}`, 'after'],
      [`view=list&limit=5&sort=teaId&after=${cursor(['x', 'a', 'b', '00000000-0000-4000-8000-000000000000'])}`, 'after'],
      [`view=list&limit=5&sort=teaId&after=${cursor([1e12, 'a', 'b', '00000000-0000-4000-8000-000000000000'])}`, 'after'],
      [`view=list&limit=5&after=${cursor([{}, 'b', '00000000-0000-4000-8000-000000000000'])}`, 'after'],
      ['view=list&sort=salary', 'sort'],
      ['view=list&status=retired', 'status'],
      ['view=list&supervisor=7', 'supervisor'],
      ['q=rosa', 'q'],
      [`view=list&q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/teachers/all?${query}`, admin());
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it('a supervisor kept to its own teachers pages only those', async () => {
    const res = await call(t.app, 'GET', '/api/teachers/all?view=list&limit=200', { token: d.tokens.supervisor });
    expect(res.status).toBe(200);
    const whole = (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', { token: d.tokens.supervisor })).body;
    expect((res.body as TeacherListPage).total).toBe(whole.length);
  });
});

describe('the CSV export streamed from the server', () => {
  it('has the filtered rows in the list order, with the balance for an admin only', async () => {
    const res = await call<string>(t.app, 'GET', '/api/teachers/all?view=list&format=csv&q=quinonez', admin());
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Status,Last Name,First Name,TEA ID,Email,District,Campus,Phone,Location,Field Supervisor,Remaining Balance (USD)',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(' '))).toEqual(['Quinonez Ana', 'Quiñónez José']);
    expect(lines[1].split(',')[10]).toMatch(/^\d+\.\d\d$/);
    const sv = await call<string>(t.app, 'GET', '/api/teachers/all?view=list&format=csv', { token: d.tokens.supervisor });
    expect(
      sv.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .every((l) => l.endsWith(',')),
    ).toBe(true);
  });
});

describe('GET teachers/all (whole records) streamed', () => {
  it('equals the records read in one query, in list order, for an admin and (without amounts) a supervisor', async () => {
    const rows = await t.db.query<{ j: StoredTeacher }>(
      `SELECT ${TEACHER_JSON} AS j FROM ${TEACHER_FROM} ORDER BY t.last_name, t.first_name, t.id`,
    );
    const res = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', admin());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(rows.map((r) => r.j));
    const sv = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.supervisor });
    expect(sv.body.every((x) => x.financials === undefined)).toBe(true);
    expect(sv.body.length).toBeGreaterThan(0);
    // A page boundary inside the list changes nothing.
    const pieces: string[] = [];
    for await (const p of t.app.repos.teacherList.recordPages({ size: 4 })) pieces.push(...p);
    expect(pieces.map((j) => JSON.parse(j) as StoredTeacher)).toEqual(rows.map((r) => r.j));
  });

  it('answers 304 to its ETag until a teacher changes, and gzip when asked', async () => {
    const first = await call(t.app, 'GET', '/api/teachers/all', admin());
    const again = await call(t.app, 'GET', '/api/teachers/all', { ...admin(), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/teachers/all',
      ...as(d.tokens.admin, { 'accept-encoding': 'gzip' }),
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.body);
    await add('changed', { name: { first: 'New', last: 'Record' } });
    const after = await call(t.app, 'GET', '/api/teachers/all', { ...admin(), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(after.status).toBe(200);
  });
});

// The projection of a page is the same as the whole list's.
it('a page row equals the whole list row', async () => {
  const whole = (await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin())).body;
  const p = await page('limit=200');
  const byRef = new Map(whole.map((r) => [r.ref, r]));
  for (const r of p.rows) expect(r).toEqual(byRef.get(r.ref));
});
