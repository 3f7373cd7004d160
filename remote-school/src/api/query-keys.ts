/** The school area's query keys (the portal's registry, shared-domain queryKeys). */
import { queryKeys } from 'shared-domain';

export const schoolKeys = queryKeys.schoolArea;
