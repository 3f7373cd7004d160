import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type SystemSettings } from 'shared-domain';

export const settingsKeys = queryKeys.settings;

export const getSettings = ({ signal }: { signal?: AbortSignal } = {}) => api.get<SystemSettings>(apiPaths.settings, { signal });

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

/** GET /api/settings: the system settings groups. */
export const useSystemSettings = () => useQuery(settingsQueryOptions());
