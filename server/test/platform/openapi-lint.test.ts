import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROUTES, API_SUMMARIES } from 'shared-domain';
import { REPO_ROOT } from '../../src/env';
import { call, DEMO_PASSWORD, EMAILS, useDemoApp } from '../support/test-app';

/**
 * The served OpenAPI document passes Redocly's recommended lint (server/openapi/redocly-ignore.yaml holds
 * the exceptions and their reasons), and a client generated from it (openapi-typescript + openapi-fetch) type-checks
 * and signs in and reads the teacher list.
 */
const { t, d } = useDemoApp();
const BIN = (pkg: string, file: string) => join(REPO_ROOT, 'node_modules', pkg, file);

let doc: { paths: Record<string, Record<string, { summary?: string; operationId?: string }>> };
let dir: string;
beforeAll(async () => {
  const res = await call(t.app, 'GET', '/api/docs/json', { token: d.tokens.admin });
  expect(res.status).toBe(200);
  doc = res.body;
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
  copyFileSync(join(REPO_ROOT, 'server', 'openapi', 'redocly-ignore.yaml'), join(dir, '.redocly.lint-ignore.yaml'));
});

it('every operation has a summary (API_SUMMARIES, shared-domain/src/api-docs.ts)', () => {
  const missing = API_ROUTES.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((k) => !API_SUMMARIES[k]);
  // Printed so that whoever adds a route sees what to fill in.
  if (missing.length) console.log(`Operations without a summary (add them to API_SUMMARIES):\n  ${missing.join('\n  ')}`);
  expect(missing).toEqual([]);
  const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
  expect(new Set(ids).size).toBe(ids.length);
});

it("passes Redocly's recommended lint", () => {
  const run = spawnSync(
    process.execPath,
    [BIN('@redocly/cli', 'bin/cli.js'), 'lint', '--extends', 'recommended', '--format', 'stylish', 'openapi.json'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  const out = `${run.stdout}${run.stderr}`;
  const problems = out.split('\n').filter((l) => /\b(error|warning)\b/.test(l) && !/Deprecation warning/.test(l));
  if (run.status !== 0 || problems.length) console.log(out);
  expect(problems).toEqual([]);
  expect(run.status).toBe(0);
  expect(out).toMatch(/Your API description is valid/);
}, 120_000);

it('a client generated from it type-checks, signs in and reads the teacher list', async () => {
  // Generated where jest transforms it and node resolves openapi-fetch (server/test/.generated is not committed).
  const gen = join(REPO_ROOT, 'server', 'test', '.generated');
  mkdirSync(gen, { recursive: true });
  execFileSync(process.execPath, [BIN('openapi-typescript', 'bin/cli.js'), join(dir, 'openapi.json'), '-o', join(gen, 'portal-api.d.ts')], {
    stdio: 'pipe',
  });
  writeFileSync(
    join(gen, 'portal-client.ts'),
    `import createClient from 'openapi-fetch';
import type { paths } from './portal-api';

/** Signs in and reads the staff list: typed by the generated paths (a wrong field name fails tsc). */
export async function signInAndList(baseUrl: string, email: string, password: string) {
  const api = createClient<paths>({ baseUrl });
  const signIn = await api.POST('/api/auth/signin', { body: { email, password } });
  const token = signIn.data?.token;
  if (!token || !signIn.data?.user) throw new Error(\`sign-in failed: \${signIn.response.status}\`);
  const list = await api.GET('/api/teachers/all', {
    params: { query: { view: 'list' } },
    headers: { Authorization: \`Bearer \${token}\` },
  });
  // Without limit or format the list is the array of rows (the answer's other shapes are the page and the CSV).
  if (!Array.isArray(list.data)) throw new Error(\`list failed: \${list.response.status}\`);
  return { role: signIn.data.user.role, count: list.data.length };
}
`,
  );
  // The generated types hold: tsc checks the client against them.
  writeFileSync(
    join(gen, 'portal-wrong.ts'),
    `import createClient from 'openapi-fetch';
import type { paths } from './portal-api';
export const wrong = () => createClient<paths>({ baseUrl: '' }).POST('/api/auth/signin', { body: { login: 'x', password: 'y' } });
`,
  );
  // One tsc run over both: the client holds to the generated types, and a field the document lacks is an error.
  const tsc = spawnSync(
    process.execPath,
    [
      BIN('typescript', 'bin/tsc'),
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      join(gen, 'portal-client.ts'),
      join(gen, 'portal-wrong.ts'),
    ],
    { encoding: 'utf8' },
  );
  const errors = tsc.stdout.split('\n').filter((l) => /error TS/.test(l));
  expect(errors.filter((l) => !l.includes('portal-wrong.ts'))).toEqual([]);
  expect(errors.some((l) => l.includes('portal-wrong.ts') && l.includes("'login'"))).toBe(true);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- generated at run time, after the imports
  const { signInAndList } = require(join(gen, 'portal-client.ts')) as {
    signInAndList: (base: string, email: string, password: string) => Promise<{ role: string; count: number }>;
  };
  const got = await signInAndList(`http://127.0.0.1:${port}`, EMAILS.admin, DEMO_PASSWORD);
  const list = (await call(t.app, 'GET', '/api/teachers/all?view=list', { token: d.tokens.admin })).body as unknown[];
  expect(got).toEqual({ role: 'admin', count: list.length });
}, 240_000);
