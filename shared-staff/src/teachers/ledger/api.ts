import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type ChargeInput, type Ledger, type PaymentInput, type Teacher } from 'shared-domain';
import { storeTeacher } from '../api/cache';
import { teacherKeys } from '../api/query-keys';

export const ledgerQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: teacherKeys.ledger(teacherId),
    queryFn: ({ signal }) => api.get<Ledger>(apiPaths.teacherLedger(teacherId), { signal }),
  });

/** GET teachers/{id}/ledger (admins). */
export const useLedger = (teacherId: string) => useQuery(ledgerQueryOptions(teacherId));

export type LedgerChange =
  | { kind: 'charge'; input: ChargeInput }
  | { kind: 'payment'; input: PaymentInput }
  | { kind: 'invoice'; chargeId: string }
  | { kind: 'remove'; entryId: string };

const write = (teacherId: string, c: LedgerChange): Promise<Ledger> => {
  switch (c.kind) {
    case 'charge':
      return api.post<Ledger>(apiPaths.teacherCharges(teacherId), c.input);
    case 'payment':
      return api.post<Ledger>(apiPaths.teacherPayments(teacherId), c.input);
    case 'invoice':
      return api.post<Ledger>(apiPaths.teacherInvoice(teacherId, c.chargeId), {});
    case 'remove':
      return api.delete<Ledger>(apiPaths.teacherLedgerEntry(teacherId, c.entryId));
  }
};

/**
 * Every change to a ledger: the answer is the new ledger; the record's derived financials changed with it, so the
 * record is read again (its list row, history and the dashboard's alerts follow).
 */
export function useLedgerChange(teacherId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: LedgerChange) => write(teacherId, c),
    onSuccess: async (ledger) => {
      client.setQueryData(teacherKeys.ledger(teacherId), ledger);
      void client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void client.invalidateQueries({ queryKey: queryKeys.outbox.all });
      storeTeacher(client, await api.get<Teacher>(apiPaths.teacher(teacherId)));
    },
  });
}
