import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { PRERENDER_CONTACT_EMAIL, PRERENDER_CONTACT_PHONE } from 'shared-domain';
import { DOCUMENT_ONLY_HEADERS } from '../../src/plugins/external/static';
import { call, createTestApp, type TestApp } from '../support/test-app';

const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
const shell = join(root, 'shell', 'dist');
const admin = join(root, 'remote-admin', 'dist');
const publicDist = join(root, 'remote-public', 'dist');
mkdirSync(shell, { recursive: true });
mkdirSync(admin, { recursive: true });
mkdirSync(publicDist, { recursive: true });
writeFileSync(
  join(shell, 'index.html'),
  '<!doctype html><html><head><title>Portal</title><script defer src=/main.js></script></head><body><div id=root><div id=boot role=status>Loading...</div></div></body></html>',
);
// What remote-public's build writes (remote-public/prerender/prerender.tsx).
const footer = `<a href="mailto:${PRERENDER_CONTACT_EMAIL}">${PRERENDER_CONTACT_EMAIL}</a><a href="tel:${PRERENDER_CONTACT_PHONE}">${PRERENDER_CONTACT_PHONE}</a>`;
writeFileSync(
  join(publicDist, 'prerender.json'),
  JSON.stringify({
    '/': { head: '<style data-styled="active">.a{color:red}</style>', body: `<main><h1>Home page</h1>${footer}</main>` },
    '/about': { head: '<style data-styled="active">.b{color:blue}</style>', body: '<main><h1>About Us</h1></main>' },
  }),
);
writeFileSync(join(shell, 'main.js'), 'window.main = 1;');
writeFileSync(join(shell, 'sw.js'), 'self.worker = 1;');
writeFileSync(join(shell, '123.abcdef.js'), 'chunk');
writeFileSync(join(admin, 'remoteEntry.js'), 'var remote_admin;');
writeFileSync(join(admin, 'remoteEntry.js.gz'), gzipSync('var remote_admin;'));

let t: TestApp;
let bare: TestApp;
let elsewhere: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      STATIC_ROOT: root,
      CONTACT_EMAIL: 'help@district.example',
      CONTACT_PHONE: '(830) 555-0199 <x>',
      REMOTE_SCHOOL_URL: 'https://cdn.example.com/school/remoteEntry.js',
    },
  });
  bare = await createTestApp();
  elsewhere = await createTestApp({ env: { STATIC_ROOT: root, REMOTE_PUBLIC_URL: 'https://cdn.example.com/public/remoteEntry.js' } });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await elsewhere.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

it('serves /app-config.json from the environment, not cached', async () => {
  const res = await call(t.app, 'GET', '/app-config.json');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toEqual({
    apiBase: '/api/',
    contactEmail: 'help@district.example',
    contactPhone: '(830) 555-0199 <x>',
    remotes: {
      public: '/remotes/public/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
      school: 'https://cdn.example.com/school/remoteEntry.js',
      supervisor: '/remotes/supervisor/remoteEntry.js',
      teacher: '/remotes/teacher/remoteEntry.js',
    },
    // The test database is a copy of the demo data (server/test/platform/demo-data.test.ts: a new one says false).
    demoData: true,
  });
});

it('serves the shell with entry files revalidated and hashed chunks immutable, under a CSP', async () => {
  const index = await get(t, '/', { accept: 'text/html' });
  expect(index.statusCode).toBe(200);
  expect(index.headers['cache-control']).toBe('no-cache');
  const csp = String(index.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' https://cdn.example.com");
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data:");
  expect((await get(t, '/main.js')).headers['cache-control']).toBe('no-cache');
  // A new service worker is picked up on the next load, not a year later.
  expect((await get(t, '/sw.js')).headers['cache-control']).toBe('no-cache');
  const chunk = await get(t, '/123.abcdef.js');
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // A script carries no document-only headers (CSP, framing, referrer...), but keeps nosniff.
  expect(chunk.headers['x-content-type-options']).toBe('nosniff');
  for (const name of DOCUMENT_ONLY_HEADERS) expect(chunk.headers[name]).toBeUndefined();
  expect(index.headers['x-frame-options']).toBe('DENY');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(index.headers['permissions-policy']).toContain('camera=()');
});

it('sends a hashed chunk without validators, and revalidates an entry file by its ETag alone', async () => {
  const chunk = await get(t, '/123.abcdef.js');
  expect(chunk.statusCode).toBe(200);
  expect(chunk.body).toBe('chunk');
  for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(chunk.headers[name]).toBeUndefined();
  const entry = await get(t, '/remotes/admin/remoteEntry.js');
  expect(entry.headers['last-modified']).toBeUndefined();
  expect(entry.headers['accept-ranges']).toBeUndefined();
  const etag = String(entry.headers.etag);
  expect(etag).toMatch(/^(W\/)?"/);
  const again = await get(t, '/remotes/admin/remoteEntry.js', { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
});

it('serves a remote, precompressed when the client accepts it', async () => {
  const res = await get(t, '/remotes/admin/remoteEntry.js', { 'accept-encoding': 'gzip' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['cache-control']).toBe('no-cache');
});

it('falls back to the shell for app routes, never for /api or /remotes', async () => {
  const deep = await get(t, '/admin/teachers/123', { accept: 'text/html,application/xhtml+xml' });
  expect(deep.statusCode).toBe(200);
  expect(deep.body).toContain('<title>Portal</title>');
  const api = await get(t, '/api/unknown', { accept: 'text/html' });
  expect(api.statusCode).toBe(404);
  expect(JSON.parse(api.body)).toEqual({ message: 'Not found' });
  expect((await get(t, '/remotes/public/remoteEntry.js', { accept: 'text/html' })).statusCode).toBe(404);
});

it('runs without any front-end build', async () => {
  const res = await get(bare, '/admin/dashboard', { accept: 'text/html' });
  expect(res.statusCode).toBe(404);
  expect((await call(bare.app, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', db: 'ok' });
});

describe('prerendered public pages', () => {
  it('sends / with the page already in #root, its styles in the head and the runtime contact details in place', async () => {
    const res = await get(t, '/', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root" data-prerendered="/"><main><h1>Home page</h1>');
    expect(res.body).toContain('<style data-styled="active">.a{color:red}</style></head>');
    expect(res.body).toContain('<script defer src=/main.js></script>');
    expect(res.body).not.toContain('Loading...');
    // Escaped, and the tel: link gets the digits.
    expect(res.body).toContain('<a href="mailto:help@district.example">help@district.example</a>');
    expect(res.body).toContain('<a href="tel:8305550199">(830) 555-0199 &lt;x&gt;</a>');
    expect(res.body).not.toContain(PRERENDER_CONTACT_EMAIL);
    expect(res.body).not.toContain(PRERENDER_CONTACT_PHONE);
  });

  it('compresses the page when the browser accepts it, and serves /about/ like /about', async () => {
    const res = await app(t).inject({
      method: 'GET',
      url: '/about/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('data-prerendered="/about"><main><h1>About Us</h1>');
  });

  it('sends the plain shell for pages that are not prerendered, and when the public remote is deployed elsewhere', async () => {
    const login = await get(t, '/login', { accept: 'text/html' });
    expect(login.body).toContain('<div id=root><div id=boot role=status>Loading...</div></div>');
    expect(login.body).not.toContain('data-prerendered');
    const home = await get(elsewhere, '/', { accept: 'text/html' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Loading...');
    expect(home.body).not.toContain('data-prerendered');
  });
});

const app = (x: TestApp) => x.app;
