import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyLedger } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyLedger = () => api.get<MyLedger>(apiPaths.myLedger);

export const myLedgerQueryOptions = () => queryOptions({ queryKey: meKeys.ledger, queryFn: () => getMyLedger() });

/** GET me/ledger: the teacher's charges and payments. */
export const useMyLedger = () => useQuery(myLedgerQueryOptions());
