// Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when it can.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(CHROMIUM)) return true;
  }
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu)` +
      ' or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
  return false;
}
