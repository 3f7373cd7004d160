import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type Teacher } from 'shared-domain';

/** The same cache entry as the staff teacher list (queryKeys.teachers.list()), so an open list is reused. */
export const teacherOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teachers.list(), queryFn: ({ signal }) => api.get<Teacher[]>(apiPaths.teachersAll, { signal }) });

/** GET teachers/all for the 'Assign a teacher' select; fetched only when the panel is shown. */
export const useTeacherOptions = (enabled = true) => useQuery({ ...teacherOptionsQueryOptions(), enabled });
