import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type MyContactResponse } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyContact = () => api.get<MyContactResponse>(apiPaths.myContact);

export const myContactQueryOptions = () => queryOptions({ queryKey: meKeys.contact, queryFn: () => getMyContact() });

/** GET me/contact: the teacher's contact details. */
export const useMyContact = () => useQuery(myContactQueryOptions());
