import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type AuditEntry } from 'shared-domain';
import { teacherKeys } from './query-keys';

export const getTeacherHistory = (id: string, signal?: AbortSignal) => api.get<AuditEntry[]>(apiPaths.teacherHistory(id), { signal });

export const teacherHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: teacherKeys.history(id), queryFn: ({ signal }) => getTeacherHistory(id, signal) });

export const useTeacherHistory = (id: string) => useQuery(teacherHistoryQueryOptions(id));
