import {
  addDays,
  calendarDay,
  observationLapse,
  programDate,
  type AdminDashboard,
  type ComplianceRow,
  type JobRunResult,
  type SystemSettings,
  type Teacher,
} from 'shared-domain';
import { createDerivedRefresh } from '../../src/plugins/app/derived-refresh';
import { createDerivedRepository } from '../../src/repositories/derived-repository';
import { LOCK_TEACHER } from '../../src/repositories/teachers-sql';
import { expectStoredEqualsFresh as storedEqualsFresh } from '../support/derived';
import { call, changeSettings, useDemoApp } from '../support/test-app';

/**
 * Stale derived rows are recomputed off the request path. A read recomputes the few rows its
 * writes left stale (a change shows at once); with many stale (an upgrade, a seed, a setting) it answers from what
 * is stored and the background recomputes them in batches, under a lease in the database (one server of several).
 */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });
const today = () => programDate(new Date(), t.app.env.PROGRAM_TIME_ZONE);
const derived = () => t.app.repos.derived;
const worker = () => t.app.derivedRefresh;

const staleCount = async () =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM teacher_derived WHERE valid_until <= $1::date`, [today()]))[0].n;
/** Every row stale, as migration 031 (or a seed) leaves them, their stored answers kept. */
const markAllStale = () => t.db.query(`UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1`);

const expectStoredEqualsFresh = () => storedEqualsFresh(t, today());

afterEach(() => {
  worker().tuning.readLimit = 100;
  worker().tuning.background = true;
});

describe('the derived state off the request path', () => {
  it('a read with many stale rows answers from what is stored and recomputes none of them; the background does', async () => {
    const dashboard = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body;
    const list = (await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', admin())).body;
    await markAllStale();
    // More stale rows than a read recomputes (the demo's 60 against a limit of 10), and no background to race.
    worker().tuning.readLimit = 10;
    worker().tuning.background = false;

    const before = Date.now();
    const dash = await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin());
    expect(dash.status).toBe(200);
    expect(dash.body).toEqual(dashboard);
    const page = await call<ComplianceRow[]>(t.app, 'GET', '/api/compliance', admin());
    expect(page.body).toEqual(list);
    const queue = await call(t.app, 'GET', '/api/teachers/all?view=list&limit=20&queue=first-observation-due', admin());
    expect(queue.status).toBe(200);
    expect(Date.now() - before).toBeLessThan(30_000);
    // Not one row was recomputed by the reads.
    expect(await staleCount()).toBe(d.teachers.length);

    // The background run (what a read starts when it may) recomputes every one, in batches, and the answers hold.
    expect(await worker().background(today(), await t.app.repos.settings.get(), t.app.env.PROGRAM_TIME_ZONE)).toBe(d.teachers.length);
    expect(await staleCount()).toBe(0);
    await expectStoredEqualsFresh();
    expect((await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body).toEqual(dashboard);
  }, 120_000);

  it('a read starts the background run, which leaves no row stale', async () => {
    await markAllStale();
    worker().tuning.readLimit = 10;
    expect((await call(t.app, 'GET', '/api/dashboard', admin())).status).toBe(200);
    await worker().settled();
    expect(await staleCount()).toBe(0);
    await expectStoredEqualsFresh();
  }, 120_000);

  it('a read recomputes the few rows a write left stale, so the change shows at once', async () => {
    worker().tuning.background = false;
    await call(t.app, 'GET', '/api/dashboard', admin());
    expect(await staleCount()).toBe(0);
    const someone = d.teachers[0];
    const res = await call(t.app, 'POST', `/api/teachers/${someone._id}/charges`, {
      ...admin(),
      body: { description: 'Fee', amount: 75, date: today(), dueDate: today() },
    });
    expect(res.status).toBe(201);
    expect(await staleCount()).toBe(1);
    const before = (await derived().stored()).get(someone._id)!.balanceCents;
    expect((await call(t.app, 'GET', '/api/compliance?limit=1', admin())).status).toBe(200);
    expect(await staleCount()).toBe(0);
    expect((await derived().stored()).get(someone._id)!.balanceCents).toBe(before + 7500);
  }, 60_000);

  it('one server of several recomputes: another waits while the lease is held, and takes over one left to run out', async () => {
    await markAllStale();
    const settings = await t.app.repos.settings.get();
    const zone = t.app.env.PROGRAM_TIME_ZONE;
    // Two servers on one database.
    const one = createDerivedRepository(t.db);
    const two = createDerivedRepository(t.db);
    const twoWorker = createDerivedRefresh(two);
    expect(await one.claimLease()).toBe(true);
    expect(await two.claimLease()).toBe(false);
    expect(await twoWorker.background(today(), settings, zone)).toBe(0);
    expect(await staleCount()).toBe(d.teachers.length);
    // A lease its server stopped renewing (it crashed) is taken over once it has run out.
    await t.db.query(`UPDATE teacher_derived_meta SET refresh_until = now() - interval '1 second'`);
    expect(await twoWorker.background(today(), settings, zone)).toBe(d.teachers.length);
    expect(await staleCount()).toBe(0);
    // Given up when done: the first may take it again.
    expect(await one.claimLease()).toBe(true);
    await one.releaseLease();
    await expectStoredEqualsFresh();
  }, 120_000);

  it("recomputations side by side on the same stale rows (a read's, the background's, another server's) all finish, and the rows hold", async () => {
    const settings = await t.app.repos.settings.get();
    const zone = t.app.env.PROGRAM_TIME_ZONE;
    const servers = [createDerivedRepository(t.db), createDerivedRepository(t.db), createDerivedRepository(t.db), derived()];
    for (let round = 0; round < 5; round++) {
      await markAllStale();
      const stamp = await derived().prepare(today(), settings, zone);
      // Different batch sizes, so each one's batches hold rows the others hold too, taken in another order.
      const runs = servers.map((s, i) => s.recompute(today(), settings, zone, { stamp, batch: 7 + 11 * i }));
      const outcomes = await Promise.allSettled(runs);
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      expect(await staleCount()).toBe(0);
    }
    await expectStoredEqualsFresh();
  }, 120_000);

  it("a write to a teacher, holding the teacher's lock, and the recomputation of its derived row and year-end lines both finish", async () => {
    const settings = await t.app.repos.settings.get();
    const zone = t.app.env.PROGRAM_TIME_ZONE;
    await derived().refresh(today(), settings, zone);
    // A teacher with year-end report lines: its recomputation writes them, which reads the teacher's key.
    const [{ id }] = await t.db.query<{ id: string }>('SELECT teacher_id::text AS id FROM teacher_asep_lines LIMIT 1');
    await t.db.query(`UPDATE teacher_derived SET valid_until = '-infinity', version = version + 1 WHERE teacher_id = $1`, [id]);
    const stamp = await derived().prepare(today(), settings, zone);
    let recomputed: Promise<number> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.query(LOCK_TEACHER, [id]);
      recomputed = createDerivedRepository(t.db).recompute(today(), settings, zone, { stamp });
      if (t.db.kind === 'pg') {
        // What writing a row that references the teacher takes (a key-share lock) is granted at once...
        await expect(t.db.query('SELECT 1 FROM teachers WHERE id = $1 FOR KEY SHARE NOWAIT', [id])).resolves.toHaveLength(1);
        // ...so the recomputation writes the derived row and its lines while the write holds the teacher (the
        // embedded database runs one transaction at a time: there it waits for this one).
        expect(await recomputed).toBe(1);
      }
      // The write's own trigger wants the derived row the recomputation held.
      await tx.query('UPDATE teachers SET updated_at = clock_timestamp() WHERE id = $1', [id]);
    });
    await recomputed;
    // The write came after the recomputation read the row: the row is stale again, and the next refresh brings it up.
    await derived().refresh(today(), settings, zone);
    expect(await staleCount()).toBe(0);
    await expectStoredEqualsFresh();
  }, 60_000);

  it('a change of the settings the rows read rewrites none of them: they are due by generation and the background recomputes each', async () => {
    await derived().refresh(today(), await t.app.repos.settings.get(), t.app.env.PROGRAM_TIME_ZONE);
    const versions = async () => (await t.db.query<{ v: string }>('SELECT sum(version)::text AS v FROM teacher_derived'))[0].v;
    const before = await versions();
    worker().tuning.readLimit = 10;
    worker().tuning.background = false;
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.internshipProgram.evaluationFrequency += 1;
    });
    expect((await call(t.app, 'GET', '/api/dashboard', admin())).status).toBe(200);
    // The read saw the new settings: one meta row written, every derived row left as it was, and all of them due.
    expect(await versions()).toBe(before);
    const due = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM teacher_derived WHERE generation < (SELECT generation FROM teacher_derived_meta)',
        )
      )[0].n;
    expect(await due()).toBe(d.teachers.length);
    expect(await worker().background(today(), await t.app.repos.settings.get(), t.app.env.PROGRAM_TIME_ZONE)).toBe(d.teachers.length);
    expect(await due()).toBe(0);
    await expectStoredEqualsFresh();
  });
});

describe('the daily jobs read only the rows due today', () => {
  it('answers each lapsed intern and each ending certification as the records say, and none once reminded', async () => {
    await changeSettings(t.app, d.tokens.admin, (s: SystemSettings) => {
      s.internshipProgram.evaluationFrequency = 7;
      s.teacherCertification.autoNotifyDays = 400;
      s.systemNotifications.evaluationDeadlines = true;
      s.systemNotifications.certificationUpdates = true;
    });
    const settings = await t.app.repos.settings.get();
    const zone = t.app.env.PROGRAM_TIME_ZONE;
    const day = today();
    await derived().refresh(day, settings, zone);
    const records = (await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', admin())).body;

    // What the jobs computed from whole records before: observationLapse of every placed intern, every end date in range.
    const lapsedFresh = records
      .filter((r) => r.assignment?.supervisorId)
      .flatMap((r) => {
        const lapse = observationLapse(r, new Date(`${day}T12:00:00Z`), 7, zone);
        return lapse ? [{ id: r._id, supervisorId: r.assignment!.supervisorId, ...lapse }] : [];
      })
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(lapsedFresh.length).toBeGreaterThan(0);
    const lapsed = await t.app.repos.jobs.lapsedInternsDue(day, 7);
    expect(lapsed.map(({ name: _, ...x }) => x)).toEqual(lapsedFresh);

    const to = addDays(day, 400);
    const endingFresh = records
      .flatMap((r) => {
        const end = calendarDay(r.certificationInfo.endDate);
        return end && end >= day && end <= to
          ? [{ id: r._id, end, email: r.contact.email, name: `${r.name.first} ${r.name.last}`.trim() }]
          : [];
      })
      // In end date order, then by id (the job's pages, migration 037).
      .sort((a, b) => a.end.localeCompare(b.end) || a.id.localeCompare(b.id));
    expect(endingFresh.length).toBeGreaterThan(0);
    expect(await t.app.repos.jobs.certificationsEndingDue(day, to)).toEqual(endingFresh);

    // A run reminds them; the next reads none of them again (their reminders are claimed).
    const run = await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', admin());
    expect(run.status).toBe(200);
    const sent = (job: string) => run.body.ran.find((r) => r.job === job)!;
    expect(sent('certification-ending').emailsQueued).toBeGreaterThan(0);
    expect(sent('observation-overdue').emailsQueued + sent('observation-overdue').textsQueued).toBeGreaterThan(0);
    expect(await t.app.repos.jobs.certificationsEndingDue(day, to)).toEqual([]);
    // Left: only those whose supervisor turned both e-mail and texts off (never claimed, said again each run).
    const silent = new Set(
      (await t.app.repos.supervisors.list())
        .filter((s) => !s.settings.notificationPreferences.email && !s.settings.notificationPreferences.sms)
        .map((s) => s._id),
    );
    expect(await t.app.repos.jobs.lapsedInternsDue(day, 7)).toEqual(lapsed.filter((x) => silent.has(x.supervisorId)));
  }, 120_000);
});
