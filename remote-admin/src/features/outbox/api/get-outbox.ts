import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryKeys, apiPaths, type OutboxDelivery, type OutboxMessage } from 'shared-domain';

export const outboxKeys = queryKeys.outbox;

export const getOutbox = ({ signal }: { signal?: AbortSignal } = {}) => api.get<OutboxMessage[]>(apiPaths.outbox, { signal });

export const outboxQueryOptions = () => queryOptions({ queryKey: outboxKeys.all, queryFn: getOutbox });

/** GET /api/outbox (admin): the e-mails the product sent or holds. */
export const useOutbox = () => useQuery(outboxQueryOptions());

export const outboxDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.outbox.delivery,
    queryFn: ({ signal }) => api.get<OutboxDelivery>(apiPaths.outboxDelivery, { signal }),
    staleTime: Infinity,
  });

/** GET /api/outbox/delivery (admin): whether e-mails and texts are sent or only kept here. */
export const useOutboxDelivery = () => useQuery(outboxDeliveryQueryOptions());
