import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { call, createTestApp, type TestApp } from './support/test-app';

const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
const shell = join(root, 'shell', 'dist');
const admin = join(root, 'remote-admin', 'dist');
mkdirSync(shell, { recursive: true });
mkdirSync(admin, { recursive: true });
writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Portal</title>');
writeFileSync(join(shell, 'main.js'), 'window.main = 1;');
writeFileSync(join(shell, '123.abcdef.js'), 'chunk');
writeFileSync(join(admin, 'remoteEntry.js'), 'var remote_admin;');
writeFileSync(join(admin, 'remoteEntry.js.gz'), gzipSync('var remote_admin;'));

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STATIC_ROOT: root, CONTACT_EMAIL: 'help@district.example', REMOTE_SCHOOL_URL: 'https://cdn.example.com/school/remoteEntry.js' } });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

it('serves /app-config.json from the environment, not cached', async () => {
  const res = await call(t.app, 'GET', '/app-config.json');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toEqual({
    apiBase: '/api/',
    contactEmail: 'help@district.example',
    contactPhone: '(512) 555-0100',
    remotes: {
      public: '/remotes/public/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
      school: 'https://cdn.example.com/school/remoteEntry.js',
      supervisor: '/remotes/supervisor/remoteEntry.js',
    },
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
  expect((await get(t, '/123.abcdef.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
