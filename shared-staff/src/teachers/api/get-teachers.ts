import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Teacher } from 'shared-domain';
import { teacherKeys } from './query-keys';

/** The request named in the list's error details. */
export const TEACHERS_REQUEST = `GET /api/${apiPaths.teachersAll}`;

export const getTeachers = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Teacher[]>(apiPaths.teachersAll, { signal });

export const teachersQueryOptions = () => queryOptions({ queryKey: teacherKeys.list(), queryFn: getTeachers });

export const useTeachers = () => useQuery(teachersQueryOptions());
