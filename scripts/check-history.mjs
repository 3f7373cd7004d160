// No history in the code: the product speaks of itself in the present, so no tracked file (source, tests, migrations,
// scripts, docs) names a ticket by its number, a work round by its number, a ticket's lettered part, or a codename work
// went by written as a tag in parentheses. Prints each hit as `file:line: text` and exits 1 when there is one.
// The examples are in scripts/check-history.test.mjs, built from pieces so that this check does not flag them.
//
//   node scripts/check-history.mjs [pathspec ...]   (git pathspecs, e.g. ':!docs'; none: every tracked file)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Files that are history by nature (the release notes) or not written by hand (the lockfile). */
const SKIPPED = new Set(['CHANGELOG.md', 'package-lock.json']);
const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|xlsx|zip|gz|br|tgz|woff2?|ttf|eot|wasm|data)$/i;

/** The codenames work went by, caught only as a tag after a space (alone, or before a comma), never as a call's argument. */
const CODENAMES = ['impreq', 'dash', 'evt', 'tables that read', 'tables', 'errors', 'ux', 'scale', 'polish'];

export const HISTORY_PATTERNS = [
  { name: 'ticket', re: /\bissues?\s+#?\d+/i },
  { name: 'work round', re: /\bpass\s+\d+\b(?!-)/i },
  // A ticket's part is a capital letter; ordinary English says "part of", and a numbered list's part is not a ticket.
  { name: "ticket's part", re: /\bpart\s+[A-H]\b(?![\w'’-])/ },
  { name: 'codename', re: new RegExp(`(?<=^|\\s)\\((?:${CODENAMES.join('|')})(?:,\\s[a-z][^)]*)?\\)`, 'i') },
];

/** The lines of `text` that carry history, each with its 1-based number and the name of the pattern it matched. */
export function findHistory(text) {
  const hits = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const found = HISTORY_PATTERNS.find((p) => p.re.test(line));
    if (found) hits.push({ line: i + 1, text: line.trim(), pattern: found.name });
  });
  return hits;
}

/** The tracked files to read (`pathspecs` narrow them), without the skipped and binary ones. */
export function trackedFiles(pathspecs = [], cwd = process.cwd()) {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...pathspecs], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((f) => f && !SKIPPED.has(f.split('/').pop()) && !BINARY.test(f));
}

/** Every hit in the tracked files, as `file:line: text` lines. */
export function checkFiles(files, read = (f) => readFileSync(f)) {
  const report = [];
  for (const file of files) {
    let bytes;
    try {
      bytes = read(file);
    } catch {
      continue; // tracked but deleted in the work tree
    }
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    for (const hit of findHistory(bytes.toString('utf8'))) report.push(`${file}:${hit.line}: ${hit.text}`);
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = checkFiles(trackedFiles(process.argv.slice(2)));
  if (report.length) {
    console.error(report.join('\n'));
    console.error(`\n${report.length} line(s) carry history (a ticket, a work round, a ticket's part or a codename):`);
    console.error('say why, in the present tense, instead.');
    process.exit(1);
  }
  console.log('No history in the code.');
}
