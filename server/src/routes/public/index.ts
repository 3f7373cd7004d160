import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicTeacherSchema } from 'shared-domain';
import { cachedList } from '../responses';

/**
 * The public talent pool: GET /api/public/teachers, no token. Only ready-for-hire teachers an admin has
 * shown on it, and only the card's fields (first name, last initial, the public profile): never a last name,
 * contact details, TEA ID, mentor, placement or money. Built in SQL, cached per table version with an ETag like
 * the staff lists, so anonymous traffic costs one small version query and a 304 or the cached bytes.
 */
export default async function publicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = app.lists.define('public/teachers', ['teachers'], () => app.repos.profileCards.publicText());
  // A signed-in school gets the pool without the teachers who hide from it (by its id or its district).
  const forSchool = app.lists.defineEach('public/teachers/school', ['teachers', 'schools'], (schoolId) =>
    app.repos.profileCards.publicText(schoolId),
  );
  r.get('/public/teachers', { schema: { response: cachedList(z.array(publicTeacherSchema)) } }, (req, reply) => {
    const schoolId = req.auth?.role === 'school' ? req.auth.schoolId : null;
    return schoolId ? forSchool(req, reply, schoolId) : list(req, reply);
  });
}
