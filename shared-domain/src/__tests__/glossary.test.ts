// No screen and no e-mail uses a synonym the glossary retired. Reads every screen's source (the four
// remotes, the shell, shared-ui, shared-staff) and the e-mail templates, outside tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GLOSSARY, RETIRED_TERMS } from '../glossary';
import { displayLabel } from '../dates';

const ROOT = join(__dirname, '../../..');
const SCREENS = [
  'remote-public/src',
  'remote-admin/src',
  'remote-school/src',
  'remote-supervisor/src',
  'shell/src',
  'shared-ui/src',
  'shared-staff/src',
];
const MAIL = ['server/src/services/mail-templates.ts'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'test' || name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx|md)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the glossary', () => {
  const sources = [...SCREENS.flatMap((d) => files(join(ROOT, d))), ...MAIL.map((f) => join(ROOT, f))];

  it('reads every screen and the e-mail templates', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((f) => f.endsWith('mail-templates.ts'))).toBe(true);
  });

  it.each(RETIRED_TERMS.map((t) => [t.retired, t]))('no screen or e-mail says %s', (_retired, term) => {
    const re = new RegExp(`(^|[^A-Za-z])${escape(term.retired)}([^A-Za-z]|$)`);
    const found = sources
      .map((f) => relative(ROOT, f))
      .filter((f) => !term.specFixed?.includes(f))
      .flatMap((f) =>
        readFileSync(join(ROOT, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
          // Comments may name the old word (e.g. to say what it became); the screens' texts may not.
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && re.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()} (use '${term.use}')`);
    expect(found).toEqual([]);
  });

  it('finds a retired word when a screen uses one (the scan can fail)', () => {
    const re = new RegExp(`(^|[^A-Za-z])${escape('N/A')}([^A-Za-z]|$)`);
    expect(re.test(`render: (r) => r.school ?? 'N/A',`)).toBe(true);
    expect(re.test(`render: (r) => r.school ?? 'NA',`)).toBe(false);
  });

  it("shows the stored 'n/a' in the glossary's words", () => {
    expect(displayLabel('n/a')).toBe(GLOSSARY.notApplicable);
    expect(displayLabel('intern')).toBe('Intern');
  });
});
