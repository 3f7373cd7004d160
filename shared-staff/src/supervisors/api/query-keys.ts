/** The supervisor screens' query keys (the portal's registry, shared-domain queryKeys). */
import { queryKeys } from 'shared-domain';

export const supervisorKeys = queryKeys.supervisors;
