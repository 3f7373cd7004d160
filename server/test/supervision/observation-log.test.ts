import Papa from 'papaparse';
import {
  MESSAGES,
  emptyTeacher,
  supervisionCompliance,
  type AuditEntry,
  type Compliance,
  type Teacher,
  type TeacherSaved,
} from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import { multipart } from '../support/multipart';
import { as, call, fingerprint, teacherPutBody, useDemoApp, useTestApp } from '../support/test-app';

/**
 * An observation log only the server writes: a record PUT keeps the stored observations and says
 * so; the mentor copy and every other stamp are the server's; an admin removes an observation with a reason, and it
 * stays on the record as removed, counted nowhere; a new record's past observations are kept as entered.
 */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });
const sup = () => ({ token: d.tokens.supervisor });

const get = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, admin())).body;
const history = async (id: string) => (await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${id}/history`, admin())).body;
const csvLines = async (teaId: number | null) =>
  (await call<string>(t.app, 'GET', '/api/compliance?format=csv', admin())).body
    .trim()
    .split('\r\n')
    .filter((l) => l.startsWith(`${teaId},`));

/** A demo intern of the demo supervisor with formal observations, at least one of them without a mentor copy. */
const internWithLog = () =>
  d.teachers.find(
    (x) =>
      x.assignment?.supervisorId === d.supervisor._id &&
      x.teaId !== null &&
      x.supervisions.list.length >= 2 &&
      x.supervisions.list.some((o) => o.kind === 'formal' && o.mentorCopySentAt === null && o.comment),
  ) ?? d.teachers.find((x) => x.supervisions.list.length >= 2 && x.teaId !== null)!;

describe('a record PUT keeps the stored observations', () => {
  it('edits, additions, removals, removed entries and mentor-copy stamps in the body change nothing, and the answer says so', async () => {
    const before = await get(internWithLog()._id);
    const log = before.supervisions;
    const edits: [string, Teacher['supervisions']][] = [
      ['edit', { ...log, list: log.list.map((o, i) => (i === 0 ? { ...o, date: '2020-01-02', duration: 90, comment: 'Rewritten' } : o)) }],
      ['add', { ...log, list: [...log.list, { ...log.list[0], _id: '00000000-0000-4000-8000-00000000abcd', date: '2026-01-05' }] }],
      ['remove', { ...log, list: log.list.slice(1) }],
      ['stamp the mentor copy', { ...log, list: log.list.map((o) => ({ ...o, mentorCopySentAt: '2026-01-01T12:00:00.000Z' })) }],
      [
        're-stamp who recorded it',
        { ...log, list: log.list.map((o) => ({ ...o, source: 'recorded', recordedBy: 'someone@example.org' })) },
      ],
      [
        'forge a removal',
        { ...log, removed: [{ ...log.list[0], removedAt: '2026-01-01T00:00:00.000Z', removedBy: 'x@example.org', reason: 'x' }] },
      ],
    ];
    const csv = await csvLines(before.teaId);
    const compliance = (await call<Compliance>(t.app, 'GET', `/api/teachers/${before._id}/compliance`, admin())).body;
    for (const [what, supervisions] of edits) {
      const stored = await fingerprint(t.db);
      const res = await call<TeacherSaved>(t.app, 'PUT', `/api/teachers/${before._id}`, {
        ...admin(),
        body: { ...teacherPutBody(before), supervisions },
      });
      expect({ what, status: res.status, notice: res.body.notice }).toEqual({ what, status: 200, notice: MESSAGES.observationsKept });
      expect(res.body.supervisions).toEqual(log);
      expect(res.body.updatedAt).toBe(before.updatedAt);
      // Nothing was written: no record change, no audit row.
      expect(await fingerprint(t.db)).toBe(stored);
    }
    expect((await get(before._id)).supervisions).toEqual(log);
    // The TEA export and the compliance check read the log as it was.
    expect(await csvLines(before.teaId)).toEqual(csv);
    expect((await call<Compliance>(t.app, 'GET', `/api/teachers/${before._id}/compliance`, admin())).body.problems).toEqual(
      compliance.problems,
    );
  });

  it('the rest of the body is saved with the log kept; the record sent back as read carries no notice; a supervisor is held alike', async () => {
    const before = await get(internWithLog()._id);
    const forged = { ...before.supervisions, supervisor: 'Pat Reyes', list: before.supervisions.list.slice(1) };
    const res = await call<TeacherSaved>(t.app, 'PUT', `/api/teachers/${before._id}`, {
      ...sup(),
      body: { ...teacherPutBody(before), contact: { ...before.contact, location: 'Round Rock' }, supervisions: forged },
    });
    expect(res.status).toBe(200);
    expect(res.body.notice).toBe(MESSAGES.observationsKept);
    expect(res.body.contact.location).toBe('Round Rock');
    // Neither the observations nor the supervisor's name are the body's to change: the name is the assigned
    // supervisor's (no free-text duplicate of the chosen supervisor).
    expect(res.body.supervisions).toEqual(before.supervisions);
    const [latest] = await history(before._id);
    expect(latest.changes.map((c) => c.field)).toContain('contact.location');
    expect(latest.changes.map((c) => c.field)).not.toContain('supervisions.list');

    const again = await call<TeacherSaved>(t.app, 'PUT', `/api/teachers/${before._id}`, {
      ...admin(),
      body: { ...teacherPutBody(res.body), contact: { ...res.body.contact, location: 'Austin' } },
    });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('notice');
    expect(again.body.contact.location).toBe('Austin');
  });
});

describe('POST teachers/{id}/supervisions', () => {
  it('stamps the new observation: an id, recorded by the caller now; a mentor copy only when one was sent', async () => {
    const intern = internWithLog();
    const since = Date.now();
    const res = await call<Teacher>(t.app, 'POST', `/api/teachers/${intern._id}/supervisions`, {
      ...sup(),
      body: {
        date: '2026-10-01',
        duration: 45,
        comment: 'Checks for understanding',
        mentorCopySentAt: '2020-01-01T00:00:00.000Z',
        _id: '00000000-0000-4000-8000-000000000001',
        source: 'entered',
        recordedBy: 'someone@example.org',
      },
    });
    expect(res.status).toBe(201);
    const saved = res.body.supervisions.list.at(-1)!;
    expect(saved).toMatchObject({ date: '2026-10-01', source: 'recorded', recordedBy: 'supervisor@example.org' });
    expect(saved._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved._id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(Date.parse(saved.recordedAt!)).toBeGreaterThanOrEqual(since - 1000);
    // The copy is stamped when the portal queued it (a mentor e-mail on the record), never from the body.
    expect(saved.mentorCopySentAt === null || Date.parse(saved.mentorCopySentAt) >= since - 1000).toBe(true);
  });
});

describe('removing an observation (admins, with a reason)', () => {
  it('refuses a supervisor, a missing or blank reason and an unknown id; removes with who, when and why, kept and shown, counted nowhere', async () => {
    const intern = await get(internWithLog()._id);
    // A formal observation that counts, so that removing it shows in the compliance counts and the TEA export.
    const counted = supervisionCompliance(intern, new Date()).counted.total;
    const target = intern.supervisions.list.find((o) => o.kind === 'formal' && typeof o.duration === 'number' && o.duration >= 45)!;
    const url = `/api/teachers/${intern._id}/supervisions/${target._id}/remove`;
    const stored = await fingerprint(t.db);

    const bySupervisor = await call(t.app, 'POST', url, { ...sup(), body: { reason: 'Entered twice' } });
    expect({ status: bySupervisor.status, message: bySupervisor.body.message }).toEqual({ status: 403, message: MESSAGES.forbidden });
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await call(t.app, 'POST', url, { ...admin(), body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['reason']);
      expect(res.body.message).toMatch(/^reason: /);
    }
    const unknown = await call(t.app, 'POST', `/api/teachers/${intern._id}/supervisions/00000000-0000-4000-8000-0000000fffff/remove`, {
      ...admin(),
      body: { reason: 'x' },
    });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: MESSAGES.observationNotFound });
    const notAnId = await call(t.app, 'POST', `/api/teachers/${intern._id}/supervisions/abc/remove`, { ...admin(), body: { reason: 'x' } });
    expect(notAnId.status).toBe(400);
    expect(Object.keys(notAnId.body.fieldErrors)).toEqual(['supervisionId']);
    const stale = await call(t.app, 'POST', url, { ...admin(), body: { reason: 'x', updatedAt: '2020-01-01T00:00:00.000Z' } });
    expect(stale.status).toBe(409);
    expect(await fingerprint(t.db)).toBe(stored);

    const csvBefore = await csvLines(intern.teaId);
    const since = Date.now();
    const res = await call<Teacher>(t.app, 'POST', url, {
      ...admin(),
      body: { reason: '  Entered twice by mistake  ', updatedAt: intern.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(res.body.supervisions.list.map((o) => o._id)).not.toContain(target._id);
    expect(res.body.supervisions.list).toHaveLength(intern.supervisions.list.length - 1);
    const gone = res.body.supervisions.removed.find((o) => o._id === target._id)!;
    expect(gone).toMatchObject({ ...target, removedBy: 'admin@example.org', reason: 'Entered twice by mistake' });
    expect(Date.parse(gone.removedAt)).toBeGreaterThanOrEqual(since - 1000);
    expect((await get(intern._id)).supervisions.removed).toContainEqual(gone);

    // Counted nowhere: the compliance check and the TEA export leave it out.
    const c = (await call<Compliance>(t.app, 'GET', `/api/teachers/${intern._id}/compliance`, admin())).body;
    expect(c.counted.total).toBe(counted - 1);
    const csvAfter = await csvLines(intern.teaId);
    expect(csvAfter).toHaveLength(csvBefore.length - 1);
    expect(csvAfter.some((l) => l.includes(`,${target.date},`))).toBe(
      intern.supervisions.list.some((o) => o._id !== target._id && o.date === target.date),
    );

    // The audit trail holds who, when and why.
    const [entry] = await history(intern._id);
    expect(entry.actor).toBe('admin@example.org');
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(since - 1000);
    const change = entry.changes.find((x) => x.field === 'supervisions.removed')!;
    expect(change.to).toEqual([expect.objectContaining({ _id: target._id, reason: 'Entered twice by mistake' })]);

    const twice = await call(t.app, 'POST', url, { ...admin(), body: { reason: 'Again' } });
    expect({ status: twice.status, message: twice.body.message }).toEqual({ status: 409, message: MESSAGES.observationAlreadyRemoved });

    // A PUT cannot bring it back, nor drop the removal.
    const back = await call<TeacherSaved>(t.app, 'PUT', `/api/teachers/${intern._id}`, {
      ...admin(),
      body: {
        ...teacherPutBody(res.body),
        supervisions: { ...res.body.supervisions, list: [...res.body.supervisions.list, target], removed: [] },
      },
    });
    expect(back.body.notice).toBe(MESSAGES.observationsKept);
    expect(back.body.supervisions).toEqual(res.body.supervisions);
  });
});

describe('a new record may carry past observations', () => {
  it('kept as entered by the caller now, with ids of their own, no mentor copy and nothing removed, whatever the body stamped', async () => {
    const since = Date.now();
    const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
      ...admin(),
      body: {
        ...emptyTeacher(),
        name: { first: 'Past', last: 'Observations' },
        teacherStatus: 'intern',
        obsNeeded: '3 Total (In Person)',
        certificationInfo: { ...emptyTeacher().certificationInfo, startDate: '2026-09-01', endDate: '2027-05-31' },
        supervisions: {
          supervisor: 'Pat Reyes',
          list: [
            {
              date: '2026-09-15',
              duration: 45,
              comment: 'Strong opening',
              mentorCopySentAt: '2026-09-15T20:00:00.000Z',
              _id: '00000000-0000-4000-8000-000000000002',
              source: 'recorded',
              recordedBy: 'someone@example.org',
              recordedAt: '2026-09-15T20:00:00.000Z',
            },
            { date: '2026-10-15', duration: 50, comment: 'Pacing' },
          ],
          removed: [
            {
              date: '2026-08-01',
              duration: 45,
              comment: '',
              removedAt: '2026-08-02T00:00:00.000Z',
              removedBy: 'x@example.org',
              reason: 'x',
            },
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    const { list, removed } = res.body.supervisions;
    expect(removed).toEqual([]);
    expect(list.map((o) => [o.date, o.comment])).toEqual([
      ['2026-09-15', 'Strong opening'],
      ['2026-10-15', 'Pacing'],
    ]);
    for (const o of list) {
      expect(o).toMatchObject({ source: 'entered', recordedBy: 'admin@example.org', mentorCopySentAt: null });
      expect(o._id).not.toBe('00000000-0000-4000-8000-000000000002');
      expect(Date.parse(o.recordedAt!)).toBeGreaterThanOrEqual(since - 1000);
    }
    expect(new Set(list.map((o) => o._id)).size).toBe(2);
    // The portal sent no copy: the compliance check says so rather than taking the body's word.
    const c = (await call<Compliance>(t.app, 'GET', `/api/teachers/${res.body._id}/compliance`, admin())).body;
    expect(c.problems.filter((p) => p.code === 'mentor-copy-missing').map((p) => p.date)).toEqual(['2026-09-15', '2026-10-15']);
  });

  it('an import updating a record keeps its stored log', async () => {
    const intern = await get(internWithLog()._id);
    const file = {
      name: 'teachers.csv',
      type: 'text/csv',
      data: Papa.unparse([
        ['TEA ID', 'Location'],
        [String(intern.teaId), 'Pflugerville'],
      ]),
    };
    const body = multipart(file, { 'TEA ID': 'teaId', Location: 'contact.location' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/import?dryRun=false',
      ...as(d.tokens.admin, body.headers),
      payload: body.payload,
    });
    expect(JSON.parse(res.body)).toMatchObject({ updated: 1, errors: [] });
    const after = await get(intern._id);
    expect(after.contact.location).toBe('Pflugerville');
    expect(after.supervisions).toEqual(intern.supervisions);
  });
});

describe('upgrade (migration 019)', () => {
  const u = useTestApp();

  it('gives each stored observation an id and marks it entered by someone the log cannot name; every record gets an empty removed list', async () => {
    const id = '00000000-0000-4000-8000-0000000000bb';
    const list = [
      {
        date: '2025-09-01',
        kind: 'formal',
        mode: 'in person',
        duration: 45,
        preConferenceDate: '',
        postConferenceDate: '',
        comment: 'a',
        mentorCopySentAt: null,
      },
      {
        date: '2025-10-01',
        kind: 'formal',
        mode: 'virtual',
        duration: 50,
        preConferenceDate: '',
        postConferenceDate: '',
        comment: 'b',
        mentorCopySentAt: null,
      },
    ];
    const doc = { ...emptyTeacher(), supervisions: { supervisor: 'X', list } };
    await u.db.query(
      `INSERT INTO teachers (id, teacher_status, first_name, last_name, tea_id, orbund_id, doc) VALUES ($1, 'intern', 'Old', 'Log', NULL, NULL, $2::jsonb)`,
      [id, JSON.stringify(doc)],
    );
    await u.db.exec(`DELETE FROM schema_migrations WHERE version = '019-observation-log'`);
    expect(await migrate(u.db)).toEqual(['019-observation-log']);
    const [row] = await u.db.query<{ s: Teacher['supervisions'] }>(`SELECT doc -> 'supervisions' AS s FROM teachers WHERE id = $1`, [id]);
    expect(row.s.removed).toEqual([]);
    expect(row.s.list).toEqual(
      list.map((o) => ({ ...o, _id: expect.stringMatching(/^[0-9a-f-]{36}$/), source: 'entered', recordedBy: null, recordedAt: null })),
    );
    expect(row.s.list[0]._id).not.toBe(row.s.list[1]._id);
  });
});
