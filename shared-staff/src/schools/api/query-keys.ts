/** The school screens' query keys (the portal's registry, shared-domain queryKeys). */
import { queryKeys } from 'shared-domain';

export const schoolKeys = queryKeys.schools;
