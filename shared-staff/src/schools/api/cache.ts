import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type School } from 'shared-domain';
import { schoolKeys } from './query-keys';

/** Puts a saved school into the detail cache and refreshes the lists and figures that count it. */
export function storeSchool(client: QueryClient, school: School) {
  client.setQueryData(schoolKeys.detail(school._id), school);
  void client.invalidateQueries({ queryKey: schoolKeys.list() });
  void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  void client.invalidateQueries({ queryKey: queryKeys.supervisors.all });
}
