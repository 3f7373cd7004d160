import fc from 'fast-check';
import {
  addDays,
  OBS_REQUIREMENTS,
  OBSERVATION_CHART_WEEKS,
  programDate,
  type AdminDashboard,
  type ComplianceRow,
  type SystemSettings,
  type Teacher,
  type TeacherDocuments,
} from 'shared-domain';
import { createBackup, restoreBackup } from '../../src/backup/backup';
import { expectKeptFiguresEqualCounted, expectStoredEqualsFresh as storedEqualsFresh } from '../support/derived';
import { call, changeSettings, teacherPutBody, useDemoApp } from '../support/test-app';

/**
 * The derived state kept in teacher_derived equals a fresh deriveTeacherState() of every demo record after
 * every kind of change: a record's edit, an observation, a charge, a payment, a setting, a new day, a restore.
 */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });

/** Refreshes for `today` and compares every stored row with a fresh computation from the record and its ledger. */
/** Refreshes for `today`, then every stored row equals a fresh computation from the record and its ledger. */
async function expectStoredEqualsFresh(today: string) {
  // The kept figures count what is stored, stale rows too (before the refresh: the triggers' deltas not yet compacted).
  await expectKeptFiguresEqualCounted(t, addDays(today, -7 * (OBSERVATION_CHART_WEEKS - 1)));
  await t.app.repos.derived.refresh(today, await t.app.repos.settings.get(), t.app.env.PROGRAM_TIME_ZONE);
  await storedEqualsFresh(t, today);
}

const today = () => programDate(new Date(), t.app.env.PROGRAM_TIME_ZONE);
const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, admin())).body;
const documents = async (id: string) => (await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${id}/documents`, admin())).body;

describe('teacher_derived', () => {
  it('holds a fresh computation of every demo record after random edits of every kind, on the day they are read', async () => {
    await expectStoredEqualsFresh(today());
    const ids = d.teachers.map((x) => x._id);
    const edit = fc.oneof(
      // A record's edit: dates, status, requirement, forms, hired list.
      fc.record({
        kind: fc.constant('record' as const),
        i: fc.nat(ids.length - 1),
        shift: fc.integer({ min: -200, max: 200 }),
        status: fc.constantFrom('intern', 'hired', 'pending', 'ready for hire'),
        obsNeeded: fc.constantFrom('n/a', ...Object.keys(OBS_REQUIREMENTS)),
        uploaded: fc.boolean(),
        hired: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('observation' as const), i: fc.nat(ids.length - 1), shift: fc.integer({ min: -120, max: 0 }) }),
      fc.record({ kind: fc.constant('charge' as const), i: fc.nat(ids.length - 1), shift: fc.integer({ min: -60, max: 60 }) }),
      fc.record({ kind: fc.constant('payment' as const), i: fc.nat(ids.length - 1) }),
      fc.record({
        kind: fc.constant('settings' as const),
        warning: fc.integer({ min: 5, max: 90 }),
        every: fc.integer({ min: 7, max: 45 }),
        verify: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 90 }), async (edits, later) => {
        for (const e of edits) {
          if (e.kind === 'settings') {
            await changeSettings(t.app, d.tokens.admin, (s: SystemSettings) => {
              s.teacherCertification.warningThreshold = e.warning;
              s.teacherCertification.requireDocumentVerification = e.verify;
              s.internshipProgram.evaluationFrequency = e.every;
            });
            continue;
          }
          const id = ids[e.i];
          const x = await record(id);
          if (e.kind === 'record') {
            const day = addDays(today(), e.shift);
            const res = await call(t.app, 'PUT', `/api/teachers/${id}`, {
              ...admin(),
              body: {
                ...teacherPutBody(x),
                teacherStatus: e.status,
                obsNeeded: e.obsNeeded,
                certificationInfo: {
                  ...x.certificationInfo,
                  startDate: day,
                  endDate: addDays(day, 180),
                  firstObsDeadline: addDays(day, 28),
                },
                hiredListInfo: { ...x.hiredListInfo, dateAdded: addDays(day, -30), dateHired: e.hired ? day : '' },
              },
            });
            expect([200, 304]).toContain(res.status);
            // The form is the documents': recorded on paper, or its current version returned.
            if (x.formsStatus.mentorHandbookFormsUploaded.uploaded !== e.uploaded) {
              const form = 'mentorHandbookFormsUploaded';
              const changed = e.uploaded
                ? await call(t.app, 'POST', `/api/teachers/${id}/documents/${form}/before-portal`, {
                    ...admin(),
                    body: { note: 'Paper form seen' },
                  })
                : await call(
                    t.app,
                    'POST',
                    `/api/teachers/${id}/documents/${(await documents(id)).kinds.find((k) => k.kind === form)!.current!._id}/return`,
                    {
                      ...admin(),
                      body: { reason: 'Unsigned' },
                    },
                  );
              expect([200, 201]).toContain(changed.status);
            }
          } else if (e.kind === 'observation') {
            const res = await call(t.app, 'POST', `/api/teachers/${id}/supervisions`, {
              ...admin(),
              body: { date: addDays(today(), e.shift), duration: 45, comment: 'Observed a lesson.', updatedAt: x.updatedAt },
            });
            expect(res.status).toBe(201);
          } else if (e.kind === 'charge') {
            const res = await call(t.app, 'POST', `/api/teachers/${id}/charges`, {
              ...admin(),
              body: { description: 'Fee', amount: 50, date: addDays(today(), e.shift - 30), dueDate: addDays(today(), e.shift) },
            });
            expect(res.status).toBe(201);
          } else {
            const ledger = (await call(t.app, 'GET', `/api/teachers/${id}/ledger`, admin())).body;
            const open = ledger.charges.find((c: { open: number }) => c.open > 0);
            if (open) {
              const res = await call(t.app, 'POST', `/api/teachers/${id}/payments`, {
                ...admin(),
                body: { chargeId: open._id, amount: open.open, date: today(), method: 'check', note: '' },
              });
              expect(res.status).toBe(201);
            }
          }
        }
        // Read on the day of the edits, and on a later day (the rollover refreshes what can change by then).
        await expectStoredEqualsFresh(today());
        await expectStoredEqualsFresh(addDays(today(), later));
        await expectStoredEqualsFresh(today());
      }),
      { numRuns: 6, seed: 3333 },
    );
  }, 600_000);

  it('is rebuilt after a restore, and the dashboard and the compliance list answer as before', async () => {
    const before = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body;
    const list = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', admin())).body;
    await restoreBackup(t.db, await createBackup(t.db));
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM teacher_derived WHERE valid_until > '-infinity'`))[0].n).toBe(
      0,
    );
    expect((await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body).toEqual(before);
    expect((await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', admin())).body).toEqual(list);
    await expectStoredEqualsFresh(today());
  }, 120_000);
});

describe('GET /api/compliance filters and pages in SQL', () => {
  it('pages with a total count, and filters by search, status, supervisor and school', async () => {
    const all = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', admin());
    expect(all.status).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(all.body.length);
    const page = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance?limit=3&offset=2', admin());
    expect(page.body).toEqual(all.body.slice(2, 5));
    expect(Number(page.headers['x-total-count'])).toBe(all.body.length);

    const someone = all.body.find((r) => r.supervisor && r.school)!;
    const byName = await call<ComplianceRow[]>(
      t.app,
      'GET',
      `/api/compliance?q=${encodeURIComponent(someone.name.last.toUpperCase())}`,
      admin(),
    );
    expect({ status: byName.status, ids: byName.body.map?.((r) => r.teacherId) }).toEqual({
      status: 200,
      ids: expect.arrayContaining([someone.teacherId]),
    });
    expect(byName.body.every((r) => `${r.name.first} ${r.name.last}`.toLowerCase().includes(someone.name.last.toLowerCase()))).toBe(true);

    const sup = d.supervisors.find((s) => `${s.name.first} ${s.name.last}` === someone.supervisor)!;
    const bySup = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?supervisor=${sup._id}`, admin());
    expect(bySup.body.length).toBeGreaterThan(0);
    expect(bySup.body).toEqual(all.body.filter((r) => r.supervisor === someone.supervisor));
    const school = d.schools.find((s) => s.name === someone.school)!;
    const bySchool = await call<ComplianceRow[]>(t.app, 'GET', `/api/compliance?school=${school._id}&status=${someone.status}`, admin());
    expect(bySchool.body).toEqual(all.body.filter((r) => r.school === someone.school && r.status === someone.status));
    const none = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance?supervisor=none', admin());
    expect(none.body).toEqual(all.body.filter((r) => r.supervisor === null));

    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['supervisor=bob', 'supervisor'],
      ['school=x', 'school'],
    ]) {
      const bad = await call(t.app, 'GET', `/api/compliance?${q}`, admin());
      expect({ q, status: bad.status, fields: Object.keys(bad.body.fieldErrors ?? {}) }).toEqual({ q, status: 400, fields: [field] });
    }
  });

  it('keeps the dashboard totals equal to the lists they count', async () => {
    const dash = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body;
    for (const kind of Object.keys(dash.alertTotals) as (keyof AdminDashboard['alertTotals'])[]) {
      const shown = dash.alerts.filter((a) => a.kind === kind).length;
      expect({ kind, shown: Math.min(shown, 25) }).toEqual({ kind, shown: Math.min(dash.alertTotals[kind], 25) });
    }
    expect(dash.stats.observationsDue).toBe(dash.alertTotals['first-observation-due'] + dash.alertTotals['first-observation-overdue']);
  });
});
