import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** Variables of a PATCH on one record: its id and the body carrying the updatedAt the edit started from. */
export interface PatchVars<Body> {
  id: string;
  /** Carries the updatedAt the edit started from: the server answers 409 when someone saved in between. */
  body: Body;
}

/** A mutation whose answer updates the query cache (store the saved record, invalidate the lists that show it). */
export function useCacheMutation<Vars, Data>(mutationFn: (vars: Vars) => Promise<Data>, store: (client: QueryClient, data: Data) => void) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data: Data) => store(client, data) });
}
