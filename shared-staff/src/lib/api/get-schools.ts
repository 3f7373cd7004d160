import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type School } from 'shared-domain';

// Every school (GET /api/schools/all): the school list, and the school picker of a teacher's assignment.

/** The request named in the list's error details. */
export const SCHOOLS_REQUEST = `GET /api/${apiPaths.schoolsAll}`;

export const getSchools = ({ signal }: { signal?: AbortSignal } = {}) => api.get<School[]>(apiPaths.schoolsAll, { signal });

export const schoolsQueryOptions = () => queryOptions({ queryKey: queryKeys.schools.list(), queryFn: getSchools });

export const useSchools = () => useQuery(schoolsQueryOptions());
