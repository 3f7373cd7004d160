import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from 'shared-auth';
import { useToast } from 'shared-ui';
import { storeTeacher } from '../api/cache';
import { recordSupervision } from '../api/record-supervision';
import { DRAFT_TEXTS, sendQueued } from './observation-drafts';

/**
 * Sends the signed-in user's observations saved on this device while offline: when mounted (the next load) and when
 * the connection returns (the `online` event). Each outcome is told once, by the run that sent it.
 */
export function useSendQueuedObservations() {
  const user = useAuthStore((s) => s.user?.email ?? null);
  const client = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    if (!user) return;
    const run = () => {
      void sendQueued(user, (teacherId, input) => recordSupervision({ teacherId, input }).then((t) => storeTeacher(client, t))).then(
        (outcomes) => {
          for (const o of outcomes) {
            if (o.kind === 'sent') toast.show(DRAFT_TEXTS.sent(o.draft.teacherName), 'success');
            else toast.show(o.conflict ? o.message : DRAFT_TEXTS.refused(o.draft.teacherName, o.message), 'error');
          }
        },
      );
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [user, client, toast]);
}
