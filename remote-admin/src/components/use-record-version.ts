import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MESSAGES } from 'shared-domain';
import { isConflict } from '../lib/server-errors';

interface Versioned {
  _id: string;
  updatedAt: string;
}

/**
 * The version an edit started from (sent as updatedAt). When someone saved first, the server answers 409
 * with the newer record: it replaces the cached copy and the form, and the admin applies the change again.
 */
export function useRecordVersion<T extends Versioned>(record: T, detailKey: (id: string) => QueryKey) {
  const client = useQueryClient();
  const [base, setBase] = useState(record.updatedAt);
  /** For a 409 answer: takes the newer version and returns the message to show; null for any other error. */
  const takeNewer = (err: unknown, reset: (current: T) => void): string | null => {
    if (!isConflict(err)) return null;
    const current = err.current as T | undefined;
    if (current?._id) {
      client.setQueryData(detailKey(current._id), current);
      reset(current);
      setBase(current.updatedAt);
    }
    return err.message || MESSAGES.staleRecord;
  };
  return { base, takeNewer };
}
