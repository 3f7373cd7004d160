// npm start: builds what is missing or stale (the apps and the compiled server), loads the demo data when it is asked
// for (startSeed: a newcomer's local start does, a production start does not) into a new database, then runs the
// compiled server, which serves the API and the built apps on PORT (default 3000). Development runs the sources:
// npm run dev -w server. `node scripts/start.mjs server` (npm start -w server) builds only the server.
import { join } from 'node:path';
import { demoSeedNeeded, run, SERVER_DIST, serverCommand, startSeed } from './lib.mjs';

const built = await run(process.execPath, ['scripts/build.mjs', ...process.argv.slice(2), '--if-needed']);
if (built !== 0) process.exit(built);
const env = { ...process.env, SEED: startSeed(), NODE_ENV: process.env.NODE_ENV || 'production' };
if (demoSeedNeeded(env)) {
  // Its own short process before the server (the server bundle holds no demo data); it prints the sign-ins.
  const seeded = await run(process.execPath, [join(SERVER_DIST, 'seed.js'), '--demo'], { env: { ...env, LOG_LEVEL: 'warn' } });
  if (seeded !== 0) process.exit(seeded);
}
const { command, args, env: serverEnv } = serverCommand();
const code = await run(command, args, { env: { ...env, ...serverEnv } });
process.exit(code);
