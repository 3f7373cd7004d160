import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, supervisorPatchSchema, type Supervisor } from 'shared-domain';
import type { z } from 'zod';
import { supervisorKeys } from 'shared-staff';

/** The part of PATCH supervisors/{id} a supervisor may send about itself: its own settings. */
export const preferencesSchema = supervisorPatchSchema.pick({ settings: true, updatedAt: true });
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesOutput = z.output<typeof preferencesSchema>;

export const updateMyPreferences = ({ id, input }: { id: string; input: PreferencesOutput }) =>
  api.patch<Supervisor>(apiPaths.supervisor(id), input);

/** Saves the preferences; the answer replaces the cached record and supervisor lists refetch. */
export function useUpdateMyPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMyPreferences,
    onSuccess: (saved) => {
      client.setQueryData(supervisorKeys.detail(saved._id), saved);
      void client.invalidateQueries({ queryKey: supervisorKeys.list() });
    },
  });
}
