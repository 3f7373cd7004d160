import { isEmpty, seedDemo } from '../seed/demo';
import { seedLarge } from '../seed/large';
import { logger, parseArgs, withDatabase } from './common';

/**
 * npm run seed -w server -- [--demo] [--teachers N --schools N --supervisors N --requests N] [--reset]
 * --demo loads the demo data set (into an empty database); the counts add a large synthetic set.
 */
const args = parseArgs();
const n = (k: string, d: number) => (typeof args[k] === 'string' ? Math.max(0, Number.parseInt(args[k], 10) || 0) : d);

void withDatabase(async (db) => {
  if (args.reset) {
    await db.exec(
      'TRUNCATE users, schools, supervisors, teachers, assignments, requests, inquiries, audit_log, outbox, sessions, rate_limits, auth_tokens, system_settings CASCADE',
    );
    logger.info('all data removed');
  }
  if (args.demo) {
    if (await isEmpty(db)) {
      await seedDemo(db);
      logger.info('demo data loaded');
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
});
