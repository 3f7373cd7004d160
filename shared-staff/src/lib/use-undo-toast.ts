import { useCallback } from 'react';
import { errorMessage } from 'shared-auth';
import { UNDO_MESSAGES } from 'shared-domain';
import { useToast } from 'shared-ui';

/**
 * The toast after an act that changes someone else's world, with Undo: focused (the act was confirmed in a dialog,
 * so Undo is one key away) and shown for the toast's undo time, within the server's undo window. Undo calls `undo`,
 * then says `undone` (from what the undo answered) or why it failed (too late, not the last change).
 */
export function useUndoToast() {
  const toast = useToast();
  return useCallback(
    <R>(done: string, undo: () => Promise<R>, undone: string | ((restored: R) => string)) =>
      toast.show(done, 'success', {
        label: 'Undo',
        focus: true,
        onAction: () =>
          void undo().then(
            (restored) => toast.show(typeof undone === 'function' ? undone(restored) : undone, 'success'),
            (err: unknown) => toast.show(errorMessage(err, UNDO_MESSAGES.undoFailed), 'error'),
          ),
      }),
    [toast],
  );
}
