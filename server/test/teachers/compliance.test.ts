import {
  COMPLIANCE_PROBLEMS,
  COMPLIANCE_STATUSES,
  countedObservations,
  emptyTeacher,
  OBS_REQUIREMENTS,
  supervisionCompliance,
  type Compliance,
  type ComplianceRow,
  type OutboxMessage,
  type Teacher,
} from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import type { Database, Sql } from '../../src/db/types';
import { createComplianceRepository, statusRank } from '../../src/repositories/compliance-repository';
import { call, useDemoApp, useTestApp } from '../support/test-app';

const { t, d } = useDemoApp();

const mine = () => d.teachers.filter((x) => x.assignment?.supervisorId === d.supervisor._id);

describe('the demo data', () => {
  // First, before the tests below record observations of their own.
  it('shows every status and every problem code, on dates relative to today', async () => {
    const all = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.admin });
    expect(new Set(all.body.map((r) => r.status))).toEqual(new Set(COMPLIANCE_STATUSES));
    expect(new Set(all.body.flatMap((r) => r.problems.map((p) => p.code)))).toEqual(new Set(COMPLIANCE_PROBLEMS));
    // The demo supervisor's own interns show the rules too: overdue, at risk and complete side by side.
    const own = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.supervisor });
    expect(new Set(own.body.map((r) => r.status))).toEqual(new Set(['overdue', 'at risk', 'complete']));
    // Every observation is in the past and each virtual one is in the log with its mode.
    const today = new Date().toISOString().slice(0, 10);
    const observations = d.teachers.flatMap((x) => x.supervisions.list);
    expect(observations.every((o) => o.date < today)).toBe(true);
    expect(observations.some((o) => o.mode === 'virtual')).toBe(true);
  });
});

describe('GET /api/teachers/{id}/compliance', () => {
  it("answers the record's compliance for today: the admin for anyone, a supervisor for its own teachers only", async () => {
    const own = mine().find((x) => x.teacherStatus === 'intern' && OBS_REQUIREMENTS[x.obsNeeded])!;
    const res = await call<Compliance>(t.app, 'GET', `/api/teachers/${own._id}/compliance`, { token: d.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(supervisionCompliance(own, new Date()));
    expect(res.body.required).toEqual(OBS_REQUIREMENTS[own.obsNeeded]);
    expect((await call(t.app, 'GET', `/api/teachers/${own._id}/compliance`, { token: d.tokens.supervisor })).status).toBe(200);

    // Another supervisor's teacher is not found for it (supervisor-scope.test.ts has the setting off).
    const other = d.teachers.find((x) => x.assignment?.supervisorId !== d.supervisor._id)!;
    const refused = await call(t.app, 'GET', `/api/teachers/${other._id}/compliance`, { token: d.tokens.supervisor });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 404, message: 'Teacher not found' });
    expect((await call(t.app, 'GET', `/api/teachers/${own._id}/compliance`, { token: d.tokens.school })).status).toBe(403);
    const missing = await call(t.app, 'GET', '/api/teachers/00000000-0000-4000-8000-000000000000/compliance', { token: d.tokens.admin });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/compliance', () => {
  it('lists every teacher for the admin and only its assigned teachers for a supervisor; ?status= filters', async () => {
    const all = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.admin });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(d.teachers.length);
    const byId = new Map(d.teachers.map((x) => [x._id, x] as const));
    for (const row of all.body) {
      const teacher = byId.get(row.teacherId) as Teacher;
      expect(row.status).toBe(supervisionCompliance(teacher, new Date()).status);
      expect(row.name).toEqual(teacher.name);
    }
    const own = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.supervisor });
    expect(own.body.map((r) => r.teacherId).sort()).toEqual(
      mine()
        .map((x) => x._id)
        .sort(),
    );
    for (const status of COMPLIANCE_STATUSES) {
      const some = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?status=${encodeURIComponent(status)}`, {
        token: d.tokens.admin,
      });
      expect(some.body.every((r) => r.status === status)).toBe(true);
      expect(some.body).toHaveLength(all.body.filter((r) => r.status === status).length);
    }
    const bad = await call(t.app, 'GET', '/api/compliance?status=late', { token: d.tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['status']);
    expect((await call(t.app, 'GET', '/api/compliance', { token: d.tokens.school })).status).toBe(403);
  });

  it('?q= finds by TEA ID, e-mail and name, ignoring accents, case and the order of the words', async () => {
    const made = await call<Teacher>(t.app, 'POST', '/api/teachers', {
      token: d.tokens.admin,
      body: { name: { first: 'Inés', last: 'Pérez-Núñez' }, teaId: 8123457, contact: { email: 'ines.pn@district.example' } },
    });
    expect(made.status).toBe(201);
    const ids = async (q: string) => {
      const res = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?limit=50&q=${encodeURIComponent(q)}`, {
        token: d.tokens.admin,
      });
      expect(res.status).toBe(200);
      return { q, ids: res.body.map((r) => r.teacherId), total: Number(res.headers['x-total-count']) };
    };
    for (const q of ['8123457', 'ines.pn@district', 'INES.PN', 'perez-nunez', 'Pérez-Núñez, Inés', 'ines perez']) {
      expect(await ids(q)).toEqual({ q, ids: [made.body._id], total: 1 });
    }
    expect(await ids('perez-nunez zzz-nobody')).toEqual({ q: 'perez-nunez zzz-nobody', ids: [], total: 0 });
    // A supervisor's search stays within its own teachers: the new record has no supervisor.
    const own = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance?q=8123457', { token: d.tokens.supervisor });
    expect(own.body).toEqual([]);
  });

  it('orders the list worst status first, then the earliest deadline', async () => {
    const all = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.admin })).body;
    const ranks = all.map((r) => COMPLIANCE_STATUSES.indexOf(r.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const overdue = all.filter((r) => r.status === 'overdue').map((r) => r.nextDue ?? '9999');
    expect(overdue.length).toBeGreaterThan(1);
    expect(overdue).toEqual([...overdue].sort());
  });

  it("walks migration 033's index for a page, in the list's order, not a sort of every teacher", async () => {
    // The planner takes the index only if the page's ORDER BY is the index's expression (COMPLIANCE_STATUSES' rank):
    // with sorting priced out, a page that no longer matches the index shows a Sort and no index scan.
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_sort = off');
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<Record<string, string>>(
        `EXPLAIN SELECT d.teacher_id FROM teacher_derived d
          ORDER BY ${statusRank()} DESC, d.next_due NULLS LAST, d.last_name, d.first_name, d.teacher_id LIMIT 50`,
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('teacher_derived_compliance_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    // The page through the API reads in that order: the same rows as the whole list's first 50.
    const all = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.admin })).body;
    const page = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance?limit=5&offset=3', { token: d.tokens.admin })).body;
    expect(page.map((r) => r.teacherId)).toEqual(all.slice(3, 8).map((r) => r.teacherId));
  });

  it('the whole list read a few rows at a time is the paged list, row for row, from any offset', async () => {
    const list = t.app.repos.compliance;
    const ids = (rows: string[]) => rows.map((r) => (JSON.parse(r) as ComplianceRow).teacherId);
    for (const filter of [
      { reach: { all: true } as const },
      { reach: { all: true } as const, status: 'overdue' },
      { reach: { supervisorId: d.supervisor._id } },
    ]) {
      const paged = ids(await list.page(filter, 10_000, 0));
      expect(paged.length).toBeGreaterThan(2);
      for (const offset of [0, 1, 2, paged.length - 1, paged.length]) {
        const read: string[] = [];
        for await (const rows of list.allRows(filter, 2, offset)) {
          expect(rows.length).toBeLessThanOrEqual(2);
          read.push(...ids(rows));
        }
        expect(read).toEqual(paged.slice(offset));
      }
    }
    // Undated rows follow the dated ones of their status, as in a page.
    const all = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', { token: d.tokens.admin })).body;
    expect(all.some((r) => r.nextDue === null)).toBe(true);
    const page = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance?limit=500', { token: d.tokens.admin })).body;
    expect(all).toEqual(page);
  });

  it("reads the whole list a run at a time by migration 033's index, each run from the last row read", async () => {
    // Every statement the walk sends is planned as the database runs it: a run that scanned or sorted the table, or
    // hashed it against the run, costs the whole table each run, and the whole list the square of the teachers.
    const plans: string[] = [];
    const explained = Object.assign(Object.create(t.db) as Database, {
      transaction: <T>(fn: (tx: Sql) => Promise<T>) =>
        t.db.transaction((tx) =>
          fn({
            ...tx,
            exec: tx.exec.bind(tx),
            query: async <R>(text: string, params?: unknown[]) => {
              const plan = await tx.query<Record<string, string>>(`EXPLAIN ${text}`, params);
              plans.push(plan.map((r) => Object.values(r)[0]).join('\n'));
              return tx.query<R>(text, params);
            },
          }),
        ),
    });
    const list = createComplianceRepository(explained);
    let rows = 0;
    for await (const run of list.allRows({ reach: { all: true } }, 3)) rows += run.length;
    expect(rows).toBe((await t.app.repos.compliance.page({ reach: { all: true } }, 10_000, 0)).length);
    expect(plans.length).toBeGreaterThan(rows / 3);
    for (const plan of plans) {
      expect(plan).toMatch(/^Limit/);
      expect(plan).toContain('Index Scan using teacher_derived_compliance_order_idx');
      expect(plan).not.toMatch(/\bSort\b|Seq Scan on teacher_derived|Hash/);
    }
  });

  it('?format=csv is the TEA export: one row per counted formal observation', async () => {
    const own = mine().find((x) => x.teacherStatus === 'intern')!;
    const date = (own.certificationInfo.firstDayWithStudent || own.certificationInfo.startDate).slice(0, 10);
    const posted = await call(t.app, 'POST', `/api/teachers/${own._id}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date, duration: '50', comment: 'Clear objectives' },
    });
    expect(posted.status).toBe(201);
    const res = await call<string>(t.app, 'GET', '/api/compliance?format=csv', { token: d.tokens.supervisor });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'TEA ID,Last Name,First Name,Certificate,Observation Date,Kind,Mode,Minutes,Pre-conference,Post-conference,Field Supervisor',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${own.teaId ?? ''},${own.name.last},${own.name.first},[^,]*,${date},formal,in person,50,`)),
    );
    // A supervisor's export holds its own teachers only.
    const others = d.teachers.filter((x) => x.assignment?.supervisorId !== d.supervisor._id && x.teaId !== null);
    for (const x of others) expect(lines.some((l) => l.startsWith(`${x.teaId},`))).toBe(false);
  });
});

// The CSV is streamed from SQL a page of records at a time; it holds the JSON list's teachers, each with one
// line per counted observation, for the same filter. (The list shows the worst first; the export keeps name order.)
describe('the TEA export streamed', () => {
  it.each(['', 'status=overdue', 'status=complete'])("?%s&format=csv has the JSON list's teachers", async (filter) => {
    const list = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?${filter}`, { token: d.tokens.admin });
    expect(list.status).toBe(200);
    const records = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.admin });
    const byId = new Map(records.body.map((r) => [r._id, r]));
    const expected = list.body.flatMap((row) => {
      const r = byId.get(row.teacherId)!;
      return countedObservations(r.supervisions.list).map(() => `${r.teaId ?? ''},${r.name.last},${r.name.first},`);
    });
    const csv = await call<string>(t.app, 'GET', `/api/compliance?${filter}${filter ? '&' : ''}format=csv`, { token: d.tokens.admin });
    expect(csv.status).toBe(200);
    const lines = csv.body.trim().split('\r\n').slice(1);
    if (!filter) expect(expected.length).toBeGreaterThan(0);
    expect(lines.map((l) => l.split(',').slice(0, 3).join(',') + ',').sort()).toEqual(expected.sort());
  });
});

describe('the mentor copy (§228.105)', () => {
  it('a formal observation with feedback e-mails the mentor through the outbox; no mentor e-mail: none, and it shows as a problem', async () => {
    const own = mine().filter((x) => x.teacherStatus === 'intern');
    const withMentor = own.find((x) => x.mentor.email)!;
    const date = (withMentor.certificationInfo.firstDayWithStudent || withMentor.certificationInfo.startDate).slice(0, 10);
    const res = await call<Teacher>(t.app, 'POST', `/api/teachers/${withMentor._id}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date, kind: 'formal', mode: 'in person', duration: 45, comment: 'Strong questioning techniques' },
    });
    expect(res.status).toBe(201);
    const saved = res.body.supervisions.list.at(-1)!;
    expect(saved).toMatchObject({ kind: 'formal', mode: 'in person', duration: 45, comment: 'Strong questioning techniques' });
    // The copy counts once the mentor acknowledges it through the e-mailed link (signatures/mentor-links.test.ts).
    expect(saved.mentorCopySentAt).toBeNull();
    const outbox = await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin });
    const copy = outbox.body.find((m) => m.kind === 'mentor-copy' && m.to === withMentor.mentor.email)!;
    expect(copy.subject).toBe(`Observation feedback for ${withMentor.name.first} ${withMentor.name.last} (${date})`);
    expect(copy.body).toContain('Strong questioning techniques');

    // The same record without a mentor e-mail: saved, nothing queued, and the compliance check names the missing copy.
    const body = { ...res.body, mentor: { ...res.body.mentor, email: '' } } as Record<string, unknown>;
    for (const k of ['_id', 'dateAdded', 'assignment']) delete body[k];
    const cleared = await call<Teacher>(t.app, 'PUT', `/api/teachers/${withMentor._id}`, { token: d.tokens.admin, body });
    expect(cleared.status).toBe(200);
    // The teacher's own feedback e-mail is queued either way: only mentor copies are counted.
    const mentorCopies = (all: OutboxMessage[]) => all.filter((m) => m.kind === 'mentor-copy');
    const before = mentorCopies((await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body).length;
    const second = await call<Teacher>(t.app, 'POST', `/api/teachers/${withMentor._id}/supervisions`, {
      token: d.tokens.supervisor,
      body: { date, duration: '50', comment: 'Pacing improved' },
    });
    expect(second.status).toBe(201);
    expect(second.body.supervisions.list.at(-1)!.mentorCopySentAt).toBeNull();
    expect(mentorCopies((await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body)).toHaveLength(before);
    const c = await call<Compliance>(t.app, 'GET', `/api/teachers/${withMentor._id}/compliance`, { token: d.tokens.supervisor });
    expect(c.body.problems).toContainEqual(expect.objectContaining({ code: 'mentor-copy-missing', date }));
  });

  it('a new observation needs a whole number of minutes: 45 or "45"', async () => {
    const own = mine().find((x) => x.teacherStatus === 'intern')!;
    const post = (duration: unknown) =>
      call(t.app, 'POST', `/api/teachers/${own._id}/supervisions`, {
        token: d.tokens.supervisor,
        body: { date: '2026-09-01', duration, comment: 'x' },
      });
    for (const ok of [45, '45']) expect((await post(ok)).status).toBe(201);
    for (const bad of ['45 minutes', 44.5, 'an hour']) {
      const res = await post(bad);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['duration']);
    }
  });
});

describe('upgrade (migration 007)', () => {
  const u = useTestApp();

  it('old observations become formal, in person; a duration in minutes becomes the number, other text stays', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const doc = {
      ...emptyTeacher(),
      name: { first: 'Old', last: 'Record' },
      supervisions: {
        supervisor: 'X',
        list: [
          { date: '2025-09-01', duration: '45 minutes', comment: 'a' },
          { date: '2025-10-01', duration: '50', comment: 'b' },
          { date: '2025-11-01', duration: 'about an hour', comment: 'c' },
        ],
      },
    };
    await u.db.query(
      `INSERT INTO teachers (id, teacher_status, first_name, last_name, tea_id, orbund_id, doc) VALUES ($1, 'intern', 'Old', 'Record', NULL, NULL, $2::jsonb)`,
      [id, JSON.stringify(doc)],
    );
    await u.db.exec(`DELETE FROM schema_migrations WHERE version = '007-observation-fields'`);
    expect(await migrate(u.db)).toEqual(['007-observation-fields']);
    const [row] = await u.db.query<{ list: unknown }>(`SELECT doc #> '{supervisions,list}' AS list FROM teachers WHERE id = $1`, [id]);
    const base = { kind: 'formal', mode: 'in person', preConferenceDate: '', postConferenceDate: '', mentorCopySentAt: null };
    expect(row.list).toEqual([
      { ...base, date: '2025-09-01', duration: 45, comment: 'a' },
      { ...base, date: '2025-10-01', duration: 50, comment: 'b' },
      { ...base, date: '2025-11-01', duration: 'about an hour', comment: 'c' },
    ]);
  });
});
