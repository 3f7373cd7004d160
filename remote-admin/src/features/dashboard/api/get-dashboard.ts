import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type AdminDashboard } from 'shared-domain';

export const dashboardKeys = queryKeys.dashboard;

export const getDashboard = ({ signal }: { signal?: AbortSignal } = {}) => api.get<AdminDashboard>(apiPaths.dashboard, { signal });

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

/** GET /api/dashboard: every figure, alert and recent registration computed by the server. */
export const useDashboard = () => useQuery(dashboardQueryOptions());
