import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from '../../jobs/scheduler';
import { programContact } from '../../services/program';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs (reminders): the daily run and an admin's 'Run now'. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** The clock of the scheduled jobs (tests); the default is the system clock. */
  now?: () => Date;
}

/** The scheduled jobs as `app.jobs`; the server process starts the schedule once it listens, the app's close stops it. */
export default fp(
  async (app, opts: JobsPluginOptions) => {
    const jobs = createJobRunner({
      repos: app.repos,
      derivedRefresh: app.derivedRefresh,
      db: app.db,
      mailer: app.mailer,
      logger: app.log,
      timeZone: app.env.PROGRAM_TIME_ZONE,
      dailyAt: app.env.DAILY_JOBS_AT,
      now: opts.now,
      program: programContact(app.env),
      observe: (job, seconds, ok) => app.metrics.jobRan(job, seconds, ok),
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'jobs', dependencies: ['env', 'repositories', 'derived-refresh', 'mailer', 'metrics'] },
);
