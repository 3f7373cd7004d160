import { api } from 'shared-auth';
import { apiPaths, type SystemSettings } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { settingsKeys } from '../../lib/api/get-settings';

export const updateSettings = (body: SystemSettings) => api.put<SystemSettings>(apiPaths.settings, body);

/** PUT /api/settings (admin): the saved settings replace the cached ones. */
export const useUpdateSettings = () => useCacheMutation(updateSettings, (client, saved) => client.setQueryData(settingsKeys.all, saved));
