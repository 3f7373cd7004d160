// npm start: builds what is missing or stale, then serves the API and the built apps on PORT (default 3000).
import { bin, run } from './lib.mjs';

const built = await run(process.execPath, ['scripts/build.mjs', '--if-needed']);
if (built !== 0) process.exit(built);
const code = await run(bin('tsx'), ['server/src/server.ts'], { env: { NODE_ENV: process.env.NODE_ENV || 'production' } });
process.exit(code);
