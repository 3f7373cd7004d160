import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// SQL lives in repositories (and the database layer and backup module that own the schema's plumbing): a route or
// service that writes a statement of its own is a second place to look when a table changes.
const SRC = join(__dirname, '../../src');
const ROOMS = ['repositories/', 'db/', 'backup/'];
const STATEMENT = /\.query\s*(<|\()|\b(SELECT\s[^'`]*\sFROM|INSERT INTO|DELETE FROM|UPDATE\s+\w+\s+SET)\b/;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

test('no SQL outside the repositories, the database layer and the backup module', () => {
  const outside = files(SRC)
    .map((f) => relative(SRC, f))
    .filter((f) => !ROOMS.some((room) => f.startsWith(room)))
    .flatMap((f) =>
      readFileSync(join(SRC, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ f, line, i }))
        .filter(({ line }) => STATEMENT.test(line))
        .map(({ f, line, i }) => `${f}:${i + 1}: ${line.trim()}`),
    );
  expect(outside).toEqual([]);
});

test('the check finds a statement written in a service', () => {
  expect(STATEMENT.test("await db.query('SELECT 1')")).toBe(true);
  expect(STATEMENT.test('`DELETE FROM link_requests WHERE id = $1`')).toBe(true);
  expect(STATEMENT.test('const root = /<div id="?root"?>/.exec(index);')).toBe(false);
});
