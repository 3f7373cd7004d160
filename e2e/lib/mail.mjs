// What the portal e-mailed during the run, as the SMTP sink started by run.mjs received it (one JSON file per
// message in E2E_MAIL_DIR). The only place a test finds a reset or invitation link: the outbox has it masked.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { matchesMail } from './smtp-sink.mjs';

export const mail = {
  /**
   * The text of the first e-mail to `to` with this subject (a string, exactly, or a RegExp) that no test has
   * taken yet, once it has arrived. It is taken: a later call waits for the next one.
   */
  async waitFor({ to, subject }, { timeout = 15_000 } = {}) {
    const dir = process.env.E2E_MAIL_DIR;
    if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through e2e/run.mjs, which starts the SMTP sink');
    const deadline = Date.now() + timeout;
    for (;;) {
      const received = readdirSync(dir)
        .filter((f) => /^\d+\.json$/.test(f))
        .sort()
        .map((f) => ({ file: join(dir, f), ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
      const found = received.find((m) => matchesMail(m, to, subject));
      if (found) {
        rmSync(found.file);
        return found.text;
      }
      if (Date.now() > deadline) {
        const seen = received.map((m) => `${m.to.join(', ')}: ${m.subject}`).join('; ') || 'nothing';
        throw new Error(`No e-mail to ${to} with subject ${subject} within ${timeout} ms (not taken yet: ${seen})`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  },
};
