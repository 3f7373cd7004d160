import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type AuditEntry } from 'shared-domain';

export type AuditEntity = 'teacher' | 'school' | 'supervisor';

export const getAudit = (entity: AuditEntity, id: string, signal?: AbortSignal) =>
  api.get<AuditEntry[]>(`${apiPaths.audit}?entity=${entity}&id=${encodeURIComponent(id)}`, { signal });

export const auditQueryOptions = (entity: AuditEntity, id: string) =>
  queryOptions({ queryKey: ['audit', entity, id] as const, queryFn: ({ signal }) => getAudit(entity, id, signal) });

/** GET /api/audit?entity=&id= (admin); fetched only while `enabled`. */
export const useAudit = (entity: AuditEntity, id: string, enabled: boolean) => useQuery({ ...auditQueryOptions(entity, id), enabled });
