import type { FastifyBaseLogger } from 'fastify';
import { createJobRunner, type JobRunnerOptions } from '../../src/jobs/scheduler';

/** The daily clock is croner's, in the program's time zone; the claim (job_runs) still decides who runs. */
function runner(dailyAt: string, claims: Date[]) {
  const o = {
    repos: { jobs: { claimDailyRun: async () => (claims.push(new Date()), null) } },
    mailer: {},
    logger: { info() {}, error() {} } as unknown as FastifyBaseLogger,
    timeZone: 'America/Chicago',
    dailyAt,
  } as unknown as JobRunnerOptions;
  return createJobRunner(o);
}

it('ticks at DAILY_JOBS_AT in the program time zone and stops on close', async () => {
  const claims: Date[] = [];
  const r = runner('06:00', claims);
  r.schedule();
  const next = r.nextDailyRun()!;
  expect(next).toBeInstanceOf(Date);
  // 06:00 in Texas is 11:00 or 12:00 UTC (daylight saving or not), within the next day.
  expect([11, 12]).toContain(next.getUTCHours());
  expect(next.getUTCMinutes()).toBe(0);
  expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000 + 3600_000);
  await r.close();
  expect(r.nextDailyRun()).toBeNull();
});

it("'off' schedules nothing", async () => {
  const r = runner('off', []);
  r.schedule();
  expect(r.nextDailyRun()).toBeNull();
  await r.close();
});
