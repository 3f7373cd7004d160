import pino from 'pino';
import { buildApp, LOG_REDACT } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { loadEnv } from './env';

/** Said at every start on a database that holds the demo data (migration 021's marker). */
const DEMO_NOTICE = [
  'This database holds the DEMO DATA: its sign-ins are public (README), and the pages say "Demo data".',
  'To start without it: SEED=none npm start with a new database (another DATA_DIR, or DATABASE_URL),',
  'then npm run create-admin -- --email ADDRESS --password PASSWORD for the first admin.',
];

/**
 * Entry point: env -> database (migrated) -> app -> listen; graceful shutdown. The demo data is not loaded here (nor
 * bundled: STYLE.md 17): `npm start` runs the seed CLI first when it is asked for (scripts/start.mjs).
 */
async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, redact: LOG_REDACT });
  const db = await openDatabase(env);
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const app = await buildApp({ env, db, logger: { level: env.LOG_LEVEL } });
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;

  // The ready banner is for the person (or script) who started the server, hence plain stdout.
  const lines = [`Teacher portal ready on http://localhost:${port}`];
  if (await app.repos.dataSets.holdsDemo()) lines.push(...DEMO_NOTICE);
  else if (env.SEED === 'demo') logger.warn('SEED=demo: the server does not load the demo data; npm start or npm run seed -- --demo does');
  process.stdout.write(`${lines.join('\n')}\n`);
  // Builds the cached lists in the background so that the first reader does not wait for a cold database.
  app.lists.warm().catch((err: unknown) => logger.warn({ err }, 'list warm-up failed'));
  // The daily reminders (DAILY_JOBS_AT, program-local): whichever server claims the day runs them.
  app.jobs.schedule();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // Serves what is already on the wire until quiet (drain), then stops accepting, lets in-flight requests
    // finish and closes the database (onClose hook).
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.drain();
      await app.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  pino().fatal({ err }, 'failed to start');
  process.exit(1);
});
