import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type AuditEntity, type AuditEntry } from 'shared-domain';

export type { AuditEntity };

/** One record's changes, or (no id) every change of that kind, e.g. the system settings. Newest first. */
export const getAudit = (entity: AuditEntity, id: string | undefined, signal?: AbortSignal) =>
  api.get<AuditEntry[]>(`${apiPaths.audit}?entity=${entity}${id ? `&id=${encodeURIComponent(id)}` : ''}`, { signal });

// Not kept fresh for 30 s like other data: a history opened again right after an edit shows that edit.
export const auditQueryOptions = (entity: AuditEntity, id?: string) =>
  queryOptions({ queryKey: queryKeys.audit(entity, id), queryFn: ({ signal }) => getAudit(entity, id, signal), staleTime: 0 });

/** GET /api/audit?entity=&id= (admin); fetched only while `enabled`. */
export const useAudit = (entity: AuditEntity, id: string | undefined, enabled: boolean) =>
  useQuery({ ...auditQueryOptions(entity, id), enabled });
