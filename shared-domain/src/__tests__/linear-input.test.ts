import { z } from 'zod';
import * as domain from '../index';

/**
 * Every exported schema, every place in it a string can go, fed adversarial text of up to 1 MB: each parse must
 * take under 50 ms. A pattern that backtracks (as an e-mail pattern with overlapping runs does), or a
 * length check that lets a pattern run after it failed, makes one of these slow. Sizes grow tenfold from 1,000
 * so that a quadratic pattern fails at 10,000 characters instead of running for half an hour at 1 MB.
 */
const LIMIT_MS = 50;
const SIZES = [1_000, 10_000, 100_000, 1_000_000];

/** Text shaped to make a backtracking pattern try every split; `n` is the length of the repeated part. */
const ADVERSARIAL: Record<string, (n: number) => string> = {
  'dots between two @': (n) => `a@${'.'.repeat(n)}@`,
  'a domain of dots ending in a space': (n) => `a@a${'.'.repeat(n)} `,
  'no @ at all': (n) => `${'a'.repeat(n)}!`,
  'spaces then a letter': (n) => `${' '.repeat(n)}x`,
  'a digit, spaces, a letter': (n) => `1${' '.repeat(n)}x`,
  'digits then a letter': (n) => `${'1'.repeat(n)}x`,
  'a date with a long tail': (n) => `2026-01-01${'0'.repeat(n)}`,
  'a link of slashes': (n) => `https://${'/'.repeat(n)} x`,
};

type Path = (string | number)[];

/** The paths of the leaves of `schema` (where a string can be put), through objects, arrays and wrappers. */
function leafPaths(schema: z.ZodType, path: Path = [], depth = 0): Path[] {
  if (depth > 8) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) => leafPaths(v, [...path, k], depth + 1));
    case 'array':
      return leafPaths(def.element, [...path, 0], depth + 1);
    case 'record':
      return leafPaths(def.valueType, [...path, 'key'], depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return leafPaths(def.innerType, path, depth + 1);
    case 'lazy':
      return leafPaths(def.getter(), path, depth + 1);
    case 'pipe': {
      const inner = leafPaths(def.in, path, depth + 1);
      const out = def.in._zod.def.type === 'transform' ? leafPaths(def.out, path, depth + 1) : [];
      return dedupe([...inner, ...out]);
    }
    case 'union':
      return dedupe([path, ...(def.options as z.ZodType[]).flatMap((o) => leafPaths(o, path, depth + 1))]);
    default:
      return [path];
  }
}

const dedupe = (paths: Path[]) => [...new Map(paths.map((p) => [JSON.stringify(p), p])).values()];

/** An input holding `value` at `path` and nothing else. */
function inputAt(path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [inputAt(rest, value)] : { [head]: inputAt(rest, value) };
}

const SCHEMAS = (Object.entries(domain) as [string, unknown][]).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType);
const CASES = SCHEMAS.flatMap(([name, schema]) => leafPaths(schema).map((path) => [`${name}.${path.join('.')}`, schema, path] as const));

/**
 * The CPU time of a parse (this process's, not the wall clock: eight engineers share two cores, and a busy
 * neighbour made 5 ms of work look like 60), the least of three tries: a garbage collection can stall one.
 */
function parseMs(schema: z.ZodType, input: unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3 && best > LIMIT_MS; i++) {
    const start = process.cpuUsage();
    schema.safeParse(input);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

it('walks the schemas of every form and API body', () => {
  const names = SCHEMAS.map(([name]) => name);
  for (const name of ['signInSchema', 'inquirySchema', 'teacherBodySchema', 'schoolRegisterSchema', 'forgotPasswordSchema'])
    expect(names).toContain(name);
  const fields = CASES.map(([field]) => field);
  expect(fields).toContain('signInSchema.email');
  expect(fields).toContain('teacherBodySchema.formsStatus.mentorHandbookFormsUploaded.link');
  expect(fields).toContain('teacherBodySchema.mentor.notes.0.content');
});

describe.each(Object.entries(ADVERSARIAL))('%s', (_, make) => {
  const texts = SIZES.map((n) => [n, make(n)] as const);
  it(`every string field of every exported schema parses it in under ${LIMIT_MS} ms up to 1 MB`, () => {
    const slow: string[] = [];
    for (const [field, schema, path] of CASES) {
      for (const [n, text] of texts) {
        const ms = parseMs(schema, inputAt(path, text));
        if (ms > LIMIT_MS) {
          slow.push(`${field}: ${Math.round(ms)} ms at ${n} characters`);
          break;
        }
      }
    }
    expect(slow).toEqual([]);
  });
});
