import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type Supervisor } from 'shared-domain';
import { supervisorKeys } from './query-keys';

/** Puts a saved supervisor into the detail cache and refreshes the list (and the schools that show it). */
export function storeSupervisor(client: QueryClient, supervisor: Supervisor) {
  client.setQueryData(supervisorKeys.detail(supervisor._id), supervisor);
  void client.invalidateQueries({ queryKey: supervisorKeys.list() });
  void client.invalidateQueries({ queryKey: queryKeys.schools.all });
  void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
}
