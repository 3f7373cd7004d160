import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyDashboard } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyDashboard = () => api.get<MyDashboard>(apiPaths.myTeacher);

export const myDashboardQueryOptions = () => queryOptions({ queryKey: meKeys.dashboard, queryFn: () => getMyDashboard() });

/** GET me/teacher: the teacher's dashboard. */
export const useMyDashboard = () => useQuery(myDashboardQueryOptions());
