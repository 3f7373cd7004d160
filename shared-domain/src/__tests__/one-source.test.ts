// A fact a screen shows (how many days late, an invoice's state, a request's state) is worked out by one function of
// shared-domain (daysLate/lateText, chargeState, requestStateLabel). This reads every screen's source, outside tests,
// and fails on the arithmetic or the words that computed those facts a second time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');
const SCREENS = [
  'remote-public/src',
  'remote-admin/src',
  'remote-school/src',
  'remote-supervisor/src',
  'remote-teacher/src',
  'shell/src',
  'shared-ui/src',
  'shared-staff/src',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'test' || name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What a second computation looks like, and the shared function to use instead. */
const RULES: { what: string; pattern: RegExp; use: string }[] = [
  {
    what: 'day arithmetic on milliseconds',
    pattern: /86_?400_?000|24 \* 60 \* 60 \* 1000/,
    use: 'daysLate / daysFrom (shared-domain dates.ts)',
  },
  { what: 'a date library day difference', pattern: /differenceIn(Calendar)?Days/, use: 'daysLate / daysFrom (shared-domain dates.ts)' },
  { what: "a 'day(s)' count", pattern: /day\(s\)|row\(s\)/, use: "counted() or lateText(): '1 day late', '3 days late'" },
  { what: 'another wording of lateness', pattern: /days? overdue|\} overdue`|deadline passed|\(overdue\)/, use: 'lateText / dueInWords' },
  { what: 'a due date compared by hand', pattern: /dueDate\s*[<>]=?\s|[<>]=?\s*localToday\(\)/, use: 'chargeState / daysLate' },
  { what: 'a charge state word of its own', pattern: /label: '(Paid|Part paid|Open|Overdue)'/, use: 'chargeState / ChargeStateBadge' },
  {
    what: 'a request state word of its own',
    pattern: /label: '(Requested|Pending|Approved|Denied)'|(?<!header: )'Requested'|'Approved' : 'Denied'/,
    use: 'requestStateLabel / RequestStateBadge',
  },
];

// A form's own upload state ('Pending' until uploaded) and the field-hours review ('Approved') are other enums.
const OTHER_ENUMS = [
  'shared-staff/src/teachers/record/sections/forms-status-section.tsx',
  'shared-staff/src/teachers/evidence/field-hours-panel.tsx',
];

describe('screens compute a state, a count of days or a status only through shared-domain', () => {
  const sources = SCREENS.flatMap((d) => files(join(ROOT, d))).map((path) => ({
    path: relative(ROOT, path),
    lines: readFileSync(path, 'utf8').split('\n'),
  }));

  it('reads the screens', () => expect(sources.length).toBeGreaterThan(100));

  it.each(RULES)('no screen has $what (use $use)', ({ pattern }) => {
    const found = sources.flatMap(({ path, lines }) =>
      OTHER_ENUMS.includes(path) && pattern.source.includes('label:')
        ? []
        : lines.flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
