import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type AvailableTeacher } from 'shared-domain';
import { schoolKeys } from '../../../api/query-keys';

export const AVAILABLE_TEACHERS_REQUEST = `GET /api/${apiPaths.teachersAvailable}`;

export const getAvailableTeachers = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<AvailableTeacher[]>(apiPaths.teachersAvailable, { signal });

export const availableTeachersQueryOptions = () =>
  queryOptions({ queryKey: schoolKeys.availableTeachers(), queryFn: getAvailableTeachers });

/** GET teachers/available: the teachers ready for hire, as a school may see them before approval of a request. */
export const useAvailableTeachers = (enabled = true) => useQuery({ ...availableTeachersQueryOptions(), enabled });
