import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type Invoice } from 'shared-domain';
import { meKeys } from './me-keys';

export const getMyInvoice = (id: string) => api.get<Invoice>(apiPaths.myInvoice(id));

export const myInvoiceQueryOptions = (id: string) => queryOptions({ queryKey: meKeys.invoice(id), queryFn: () => getMyInvoice(id) });

/** GET me/invoices/{id}: one charge's invoice (what the printable page staff print shows). */
export const useMyInvoice = (id: string) => useQuery(myInvoiceQueryOptions(id));
