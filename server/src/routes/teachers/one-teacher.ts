import type { FastifyRequest } from 'fastify';
import { RECORD_NUMBER } from 'shared-domain';
import { notFound, NOT_FOUND } from '../../lib/http-errors';
import { teacherScope } from './scope';

const idOf = (req: FastifyRequest) => (req.params as { id?: unknown } | undefined)?.id;

/**
 * A teachers/{id} route takes a record number in place of the id (the staff lists carry it): after validation and
 * before the handler, the number becomes the id, so the handler and the audit trail see ids only. Schools and
 * teachers address teachers by id: a number is not found for them, the same answer as an unknown number.
 */
export async function recordNumberToId(req: FastifyRequest) {
  const id = idOf(req);
  if (typeof id !== 'string' || !RECORD_NUMBER.test(id)) return;
  if (!req.auth) return; // the handler answers 401
  // Only staff: a school or a teacher counting numbers would learn which records exist.
  const staff = req.auth.role === 'admin' || req.auth.role === 'supervisor';
  const found = staff ? await req.server.repos.teachers.idForRecordNumber(Number(id)) : null;
  if (!found) throw notFound(NOT_FOUND.teacher);
  (req.params as { id: string }).id = found;
}

/**
 * A supervisor kept to its own teachers finds any other teacher not found, as if it did not exist (404, not 403: the
 * answer does not tell that it does). Runs after the record number became the id and before the handler, so no
 * handler reads a record the caller may not reach.
 */
export async function keepToScope(req: FastifyRequest) {
  const id = idOf(req);
  if (typeof id !== 'string' || !req.auth) return;
  const scope = await teacherScope(req.server, req.auth);
  if (scope && !(await req.server.repos.teachers.inScope(id, scope))) throw notFound(NOT_FOUND.teacher);
}

/** The preHandler of every /teachers/{id} route (its record, history, supervisions, compliance, ledger, evidence, portal access). */
export const oneTeacher = [recordNumberToId, keepToScope];
