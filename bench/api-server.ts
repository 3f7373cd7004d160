/**
 * The portal server as server/src/server.ts builds it, plus the framework ceiling for the API benchmark:
 * PUT /__ceiling/:name stores a response (its bytes and content headers) and GET /__ceiling/:name serves those
 * bytes from memory through the same Fastify instance, plugins and hooks, without database, auth or cache work.
 * Bench only: never part of the product server.
 */
import pino from 'pino';
import { buildApp } from '../server/src/app';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open';
import { loadEnv } from '../server/src/env';

async function main() {
  const env = loadEnv();
  const db = await openDatabase(env);
  await migrate(db);
  const app = await buildApp({ env, db, logger: { level: env.LOG_LEVEL } });
  const stored = new Map<string, { body: Buffer; type: string; encoding?: string; etag?: string }>();
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 200 * 1024 * 1024 }, (_req, body, done) => done(null, body));
    scope.put<{ Params: { name: string } }>('/__ceiling/:name', { bodyLimit: 200 * 1024 * 1024 }, async (req) => {
      stored.set(req.params.name, {
        body: req.body as Buffer,
        type: String(req.headers['x-ceiling-type'] ?? 'application/json; charset=utf-8'),
        encoding: req.headers['x-ceiling-encoding'] ? String(req.headers['x-ceiling-encoding']) : undefined,
        etag: req.headers['x-ceiling-etag'] ? String(req.headers['x-ceiling-etag']) : undefined,
      });
      return { stored: (req.body as Buffer).length };
    });
    scope.get<{ Params: { name: string } }>('/__ceiling/:name', async (req, reply) => {
      const s = stored.get(req.params.name);
      if (!s) return reply.code(404).send({ message: 'Not found' });
      reply.type(s.type).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
      if (s.etag) reply.header('etag', s.etag);
      if (s.encoding) reply.header('content-encoding', s.encoding);
      return reply.send(s.body);
    });
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  // What server.ts's schedule() does at start: the derived state's refresh, then the embedded database's upkeep
  // (statistics); awaited here so that the figures are those of a server that has been up a while.
  await app.jobs.refreshDerived();
  const warm = Date.now();
  await app.lists.warm();
  process.stdout.write(`bench server ready (lists warmed in ${Date.now() - warm} ms)\n`);
  const stop = async () => {
    await app.drain({ quietMs: 50, maxMs: 1000 });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  pino().fatal({ err }, 'bench server failed to start');
  process.exit(1);
});
