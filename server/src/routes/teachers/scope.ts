import type { FastifyInstance } from 'fastify';
import type { TeacherScope } from '../../repositories/teachers-repository';
import type { AuthUser } from '../../types';

/**
 * Which teachers `user` may reach: null for every teacher (an admin, or a supervisor while the setting
 * security.limitSupervisorsToOwnTeachers is off: the spec's wider view); otherwise the supervisor's own, i.e. those
 * assigned to it and those its account added. Anything outside is answered as not found, never as forbidden.
 */
export async function teacherScope(app: FastifyInstance, user: AuthUser): Promise<TeacherScope | null> {
  if (user.role !== 'supervisor' || !user.supervisorId) return null;
  const { security } = await app.repos.settings.get();
  return security.limitSupervisorsToOwnTeachers ? { supervisorId: user.supervisorId, userId: user.id } : null;
}

/** A scope as one cache key (a list cached per scope), and back. */
export const scopeKey = (s: TeacherScope): string => `${s.supervisorId}:${s.userId}`;
export const scopeOfKey = (key: string): TeacherScope => {
  const [supervisorId, userId] = key.split(':');
  return { supervisorId, userId };
};
