import { programDate, PROGRAM_TIME_ZONE } from 'shared-domain';
import { createDataSetsRepository } from '../src/repositories/data-sets-repository';
import { createDerivedRepository } from '../src/repositories/derived-repository';
import { createSettingsRepository } from '../src/repositories/settings-repository';
import { backupTables } from '../src/backup/backup';
import { DEMO_PASSWORD, DEMO_SIGN_INS, isEmpty, seedDemo } from './seed/demo';
import { seedLarge } from './seed/large';
import { seedAsepYear } from './seed/asep-year';
import { logger, parseArgs, withDatabase } from './lib/common';

/**
 * npm run seed -w server -- [--demo] [--teachers N --schools N --supervisors N --requests N] [--reset]
 * --demo loads the demo data set (into an empty database) and prints its sign-ins; `npm start` runs it for a newcomer
 * (scripts/start.mjs). The counts add a large synthetic set. The server never loads either: seeds are
 * scripts run outside the app.
 */
const args = parseArgs();
const n = (k: string, d: number) => (typeof args[k] === 'string' ? Math.max(0, Number.parseInt(args[k], 10) || 0) : d);

void withDatabase(async (db) => {
  if (args.reset) {
    // Every table a backup holds: the data, not the migrations or the counters.
    await db.exec(`TRUNCATE ${(await backupTables(db)).join(', ')}`);
    logger.info('all data removed');
  }
  if (args.demo) {
    if (await isEmpty(db)) {
      await seedDemo(db);
      await seedAsepYear(db);
      logger.info('demo data loaded');
      // For the person who ran npm start, like the server's ready line: plain stdout.
      process.stdout.write(
        [
          `Demo data loaded. Demo sign-ins (password ${DEMO_PASSWORD}; public, so for trying the portal only):`,
          ...DEMO_SIGN_INS.map((s) => `  ${s.email.padEnd(28)} ${s.role}`),
          'To start without the demo data: SEED=none npm start on a new database (another DATA_DIR, or DATABASE_URL).',
          '',
        ].join('\n'),
      );
    } else if (await createDataSetsRepository(db).holdsDemo()) {
      logger.info('the database already holds the demo data');
      // Each start on the demo data names its sign-ins again (the passwords are the demo's, public).
      process.stdout.write(
        [`Demo sign-ins (password ${DEMO_PASSWORD}):`, ...DEMO_SIGN_INS.map((s) => `  ${s.email.padEnd(28)} ${s.role}`), ''].join('\n'),
      );
    } else logger.warn('the database is not empty: demo data not loaded (use --reset)');
    return;
  }
  const started = Date.now();
  const counts = {
    teachers: n('teachers', 10_000),
    schools: n('schools', 300),
    supervisors: n('supervisors', 50),
    requests: n('requests', 5_000),
  };
  await seedLarge(db, counts);
  logger.info({ ...counts, ms: Date.now() - started }, 'synthetic data loaded');
  // The derived state of the new records, computed now rather than by the first read.
  const derivedStarted = Date.now();
  const timeZone = process.env.PROGRAM_TIME_ZONE || PROGRAM_TIME_ZONE;
  const rows = await createDerivedRepository(db).refresh(
    programDate(new Date(), timeZone),
    await createSettingsRepository(db).get(),
    timeZone,
  );
  logger.info({ rows, ms: Date.now() - derivedStarted }, 'derived state computed');
});
