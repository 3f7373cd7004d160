import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from './me-keys';

/** A change through a me/ route; on success everything of the teacher's that may show it refetches. */
export function useMeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: meKeys.all }) });
}
