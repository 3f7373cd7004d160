// The history check fires on a ticket, a work round, a ticket's part and a codename tag, and passes ordinary text.
// The samples are built from pieces so that the check's own run over this file does not flag them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkFiles, findHistory } from './check-history.mjs';

const ISSUE = ['issue', '12'].join(' ');

test('flags a ticket number in a comment, with its line', () => {
  const text = ['const a = 1;', `// ${ISSUE[0].toUpperCase()}${ISSUE.slice(1)}: the list pages on the server.`].join('\n');
  assert.deepEqual(findHistory(text), [{ line: 2, text: `// I${ISSUE.slice(1)}: the list pages on the server.`, pattern: 'ticket' }]);
});

test('flags a work round, a ticket part and a codename tag', () => {
  const lines = [`// ${['pass', '7'].join(' ')} of the export`, `// the staff list (${['issue', '33', 'part', 'B'].join(' ')})`];
  lines.push(`// ${['Issue', '34', '(dash)'].join(' ')}: the work queue`, `// the queue ${'(scale,'} migration 032)`);
  assert.deepEqual(
    findHistory(lines.join('\n')).map((h) => h.pattern),
    ['work round', 'ticket', 'ticket', 'codename'],
  );
  assert.equal(findHistory(`// the staff list, ${['part', 'B'].join(' ')}: paged`)[0]?.pattern, "ticket's part");
});

test('passes ordinary text and code', () => {
  const clean = [
    '// The list pages on the server once it passes its threshold; part of the record, part 3 of the bench.',
    'const version = await versions(tables);',
    "if (errors.length) flattenErrors(errors); get(errors, 'name');",
    `// Tests pass ${2}-core machines too: the issue is the time-out, not the code.`,
  ].join('\n');
  assert.deepEqual(findHistory(clean), []);
});

test('reports each hit as file:line: text, and nothing for a clean or binary file', () => {
  const files = { 'a.ts': Buffer.from(`x\n// see ${ISSUE}\n`), 'b.ts': Buffer.from('// clean\n'), 'c.png': Buffer.from([0, 1, 2]) };
  assert.deepEqual(
    checkFiles(Object.keys(files), (f) => files[f]),
    [`a.ts:2: // see ${ISSUE}`],
  );
});
