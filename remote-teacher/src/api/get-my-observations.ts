import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyObservations } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyObservations = () => api.get<MyObservations>(apiPaths.myObservations);

export const myObservationsQueryOptions = () => queryOptions({ queryKey: meKeys.observations, queryFn: () => getMyObservations() });

/** GET me/observations: the observations on the teacher's record. */
export const useMyObservations = () => useQuery(myObservationsQueryOptions());
