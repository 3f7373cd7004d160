import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from 'shared-auth';
import { useToast } from 'shared-ui';
import { storeTeacher } from '../api/cache';
import { recordSupervision } from '../api/record-supervision';
import { DRAFT_TEXTS, OFFLINE_RETRY_MS, onDraftsChange, sendQueued, waitingNames } from './observation-drafts';

/**
 * Sends the signed-in user's observations saved on this device while offline: when mounted (the next load) and when
 * the connection returns (the `online` event, and every OFFLINE_RETRY_MS while some wait). Each outcome is told once, by the run that sent it. Answers who the
 * observations still waiting on the device are for, after each run.
 */
export function useSendQueuedObservations(): string[] {
  const user = useAuthStore((s) => s.user?.email ?? null);
  const client = useQueryClient();
  const toast = useToast();
  const [waiting, setWaiting] = useState<string[]>([]);
  useEffect(() => {
    if (!user) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const read = () => void waitingNames(user).then((names) => live && setWaiting(names));
    const run = () => {
      clearTimeout(retry);
      void sendQueued(user, (teacherId, input) => recordSupervision({ teacherId, input }).then((t) => storeTeacher(client, t)))
        .then((outcomes) => {
          for (const o of outcomes) {
            if (o.kind === 'sent') toast.show(DRAFT_TEXTS.sent(o.draft.teacherName), 'success');
            else toast.show(o.conflict ? o.message : DRAFT_TEXTS.refused(o.draft.teacherName, o.message), 'error');
          }
          return waitingNames(user);
        })
        // Still waiting (no connection yet): tried again, whether or not the browser says it is back online.
        .then((names) => {
          if (live && names.length > 0) retry = setTimeout(run, OFFLINE_RETRY_MS);
        });
    };
    read();
    run();
    const unfollow = onDraftsChange(read);
    window.addEventListener('online', run);
    return () => {
      live = false;
      clearTimeout(retry);
      unfollow();
      window.removeEventListener('online', run);
    };
  }, [user, client, toast]);
  return waiting;
}
