import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema, healthLiveSchema, healthReadySchema, healthSchema, MESSAGES } from 'shared-domain';
import { migrationVersions } from '../../db/migrate';
import { appConfig } from '../../plugins/external/static';

/** How long the readiness check waits for the database before it says not ready. */
export const READY_TIMEOUT_MS = 2_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (req, reply) => {
    // Shutting down: tell load balancers to stop sending.
    if (app.draining()) return reply.code(503).send({ status: 'draining', db: 'ok', message: 'Shutting down' });
    try {
      await app.repos.health.ping();
      return { status: 'ok', db: 'ok', driver: app.db.kind } as const;
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'unreachable', message: 'Database unavailable' });
    }
  });

  // ops: liveness (restart the process when it fails) and readiness (send it traffic when it passes).
  r.get('/health/live', { schema: { response: { 200: healthLiveSchema } } }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  const expected = migrationVersions();
  r.get('/health/ready', { schema: { response: { 200: healthReadySchema, 503: healthReadySchema } } }, async (req, reply) => {
    if (app.draining()) return reply.code(503).send({ status: 'draining', db: 'ok', message: 'Shutting down' });
    let pending: string[];
    try {
      pending = await within(app.repos.health.missingMigrations(expected), READY_TIMEOUT_MS);
    } catch (err) {
      req.log.warn({ err: { message: (err as Error).message } }, 'readiness: database unreachable');
      return reply.code(503).header('retry-after', '5').send({ status: 'error', db: 'unreachable', message: MESSAGES.notReady });
    }
    if (pending.length) return reply.code(503).send({ status: 'error', db: 'ok', message: MESSAGES.notReady, pendingMigrations: pending });
    return { status: 'ok', db: 'ok', driver: app.db.kind } as const;
  });

  // The same runtime config the shell reads from /app-config.json.
  r.get('/config', { schema: { response: { 200: appConfigSchema } } }, async () =>
    appConfig(app.env, await app.repos.dataSets.holdsDemo()),
  );
}
