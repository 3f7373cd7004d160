import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AREAS, DEFAULT_REMOTE_URLS, mapAreas, type AppConfig } from 'shared-domain';
import type { Env } from '../../env';
import { prerenderedPages } from '../../services/prerendered';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry files and manifests must be revalidated; hashed chunks can be cached for good. */
export function cacheControlFor(path: string): string {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (/\.(html|json)$/.test(name) || name === 'main.js' || name === 'remoteEntry.js' || name === 'sw.js') return NO_CACHE;
  return IMMUTABLE;
}

/** The runtime config; `demoData` comes from the database (migration 021), the rest from the environment. */
export function appConfig(env: Env, demoData = false): AppConfig {
  return {
    apiBase: '/api/',
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    remotes: mapAreas((area) => env[area.urlEnv]),
    demoData,
    ...(env.CLIENT_TEST_HOOKS ? { testHooks: true } : {}),
  };
}

/**
 * Headers that concern documents only. Helmet sets them on every response; on a script, a style sheet or a
 * manifest they do nothing and cost about 600 bytes each: 15 scripts on the home page's first load made 9 KB of
 * it. The HTML pages and the API keep them all (nosniff and the resource policy stay on every file).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Validators a file does not need: a hashed chunk is immutable, never revalidated, so it needs neither
 * an ETag nor a Last-Modified; an entry file is revalidated by its ETag alone. No script is fetched by ranges.
 * About 100 bytes a script: the home page's first load fetches 13.
 */
export const UNNEEDED_FILE_HEADERS = (path: string) =>
  cacheControlFor(path) === IMMUTABLE ? ['etag', 'last-modified', 'accept-ranges'] : ['last-modified', 'accept-ranges'];

const setHeaders = (reply: FastifyReply, path: string) => {
  reply.header('cache-control', cacheControlFor(path));
  if (!/\.html(\.(br|gz))?$/.test(path)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  if (!/\.html(\.(br|gz))?$/.test(path)) for (const name of UNNEEDED_FILE_HEADERS(path)) reply.removeHeader(name);
};

/**
 * The built front end: the shell at /, each remote at /remotes/<name>/ (precompressed .br/.gz served when
 * accepted), /app-config.json, and the SPA fallback. Missing builds are skipped: the API runs without them.
 */
export default fp(
  async (app) => {
    const config = appConfig(app.env);
    // Asked of the database each time: a seed, a reset or a restore may change it while the server runs.
    app.get('/app-config.json', async (req, reply) =>
      reply.header('cache-control', NO_CACHE).send(appConfig(app.env, await app.repos.dataSets.holdsDemo())),
    );

    const shellDir = join(app.env.STATIC_ROOT, 'shell', 'dist');
    const shellIndex = join(shellDir, 'index.html');
    const common = { preCompressed: true, cacheControl: false, setHeaders, index: 'index.html' } as const;
    // The public pages prerendered by remote-public's build, when that build is the one the portal serves
    // (a public remote deployed elsewhere has its own pages; the plain shell is served for it).
    const prerendered =
      config.remotes.public === DEFAULT_REMOTE_URLS.public
        ? prerenderedPages(shellIndex, join(app.env.STATIC_ROOT, 'remote-public', 'dist', 'prerender.json'), {
            email: config.contactEmail,
            phone: config.contactPhone,
          })
        : undefined;
    let decorated = false;
    if (existsSync(shellDir)) {
      await app.register(fastifyStatic, { ...common, root: shellDir, prefix: '/' });
      decorated = true;
    }
    for (const { name } of AREAS) {
      const dir = join(app.env.STATIC_ROOT, `remote-${name}`, 'dist');
      if (!existsSync(dir)) continue;
      await app.register(fastifyStatic, { ...common, root: dir, prefix: `/remotes/${name}/`, decorateReply: !decorated });
      decorated = true;
    }

    // A prerendered page (/ included, which the static files would answer with the plain index.html).
    if (prerendered) {
      app.addHook('onRequest', async (req, reply) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return;
        const page = prerendered.get(req.url.split('?')[0]);
        if (!page) return;
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const [body, encoding] = /\bbr\b/.test(accepts)
          ? [page.br, 'br']
          : /\bgzip\b/.test(accepts)
            ? [page.gzip, 'gzip']
            : [page.html, undefined];
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .code(200)
          .header('cache-control', NO_CACHE)
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      });
    }

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0];
      const spa =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/remotes/') &&
        (req.headers.accept ?? '').includes('text/html');
      if (spa && existsSync(shellIndex)) {
        const html = await readFile(shellIndex);
        return reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'static', dependencies: ['env', 'repositories'] },
);
