import { programDate } from 'shared-domain';
import { newId } from '../lib/ids';
import type { JobsRepository } from '../repositories/jobs-repository';

export interface DayClaimOptions {
  jobs: JobsRepository;
  timeZone: string;
  /** 'HH:MM' program-local time of the daily run, or 'off'. */
  dailyAt: string;
}

/**
 * The daily run's claim: due once it is past `dailyAt` in the program's zone, and claimed in `job_runs` (one row per
 * program-local day), so one server of several runs it; a run cut short by a server that stopped is claimed again.
 * The claim answers the run's id at `now`, or null when nothing is due.
 */
export function createDayClaim(o: DayClaimOptions) {
  const timeOfDay = new Intl.DateTimeFormat('en-GB', { timeZone: o.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return async (now: Date): Promise<string | null> => {
    if (o.dailyAt === 'off' || timeOfDay.format(now) < o.dailyAt) return null;
    return o.jobs.claimDailyRun(newId(), programDate(now, o.timeZone));
  };
}
