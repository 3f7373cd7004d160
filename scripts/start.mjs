// npm start: builds what is missing or stale (the apps and the compiled server), then runs the compiled server,
// which serves the API and the built apps on PORT (default 3000). Development runs the sources: npm run dev -w server.
// `node scripts/start.mjs server` (npm start -w server) builds only the server.
import { run, serverCommand } from './lib.mjs';

const built = await run(process.execPath, ['scripts/build.mjs', ...process.argv.slice(2), '--if-needed']);
if (built !== 0) process.exit(built);
const { command, args, env } = serverCommand();
const code = await run(command, args, { env: { ...env, NODE_ENV: process.env.NODE_ENV || 'production' } });
process.exit(code);
