import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, earlyOr, useAuthStore } from 'shared-auth';
import { queryKeys, apiPaths, type AdminDashboard } from 'shared-domain';

export const dashboardKeys = queryKeys.dashboard;

const ask = ({ signal }: { signal?: AbortSignal } = {}) => api.get<AdminDashboard>(apiPaths.dashboard, { signal });
/** The first read takes the answer the shell asked for with the sign-in answer, when there is one. */
export const getDashboard = earlyOr(apiPaths.dashboard, () => useAuthStore.getState().token, ask);

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

/** GET /api/dashboard: every figure, alert and recent registration computed by the server. */
export const useDashboard = () => useQuery(dashboardQueryOptions());
