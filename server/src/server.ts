import pino from 'pino';
import { buildApp, LOG_REDACT } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { loadEnv } from './env';
import { DEMO_PASSWORD, DEMO_SIGN_INS, isEmpty, seedDemo } from './seed/demo';

/** Entry point: env -> database (migrated, seeded on first start) -> app -> listen; graceful shutdown. */
async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, redact: LOG_REDACT });
  const db = await openDatabase(env);
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  let seeded = false;
  if (env.SEED === 'demo' && (await isEmpty(db))) {
    await seedDemo(db);
    seeded = true;
    logger.info('demo data loaded');
  }

  const app = await buildApp({ env, db, logger: { level: env.LOG_LEVEL } });
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;

  // The ready banner is for the person (or script) who started the server, hence plain stdout.
  const lines = [`Teacher portal ready on http://localhost:${port}`];
  if (seeded) {
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`, ...DEMO_SIGN_INS.map((s) => `  ${s.email.padEnd(28)} ${s.role}`));
  }
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
