import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type SystemSettings } from 'shared-domain';
import { settingsKeys } from './get-settings';

export const updateSettings = (body: SystemSettings) => api.put<SystemSettings>(apiPaths.settings, body);

/** PUT /api/settings (admin): the saved settings replace the cached ones. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSettings, onSuccess: (saved) => client.setQueryData(settingsKeys.all, saved) });
}
