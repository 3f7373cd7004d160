import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyRequests } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyRequests = () => api.get<MyRequests>(apiPaths.myRequests);

export const myRequestsQueryOptions = () => queryOptions({ queryKey: meKeys.requests, queryFn: () => getMyRequests() });

/** GET me/requests: the schools' requests for the teacher's contact details. */
export const useMyRequests = () => useQuery(myRequestsQueryOptions());
