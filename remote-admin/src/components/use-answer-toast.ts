import { MESSAGES } from 'shared-domain';
import { errorMessage } from 'shared-auth';
import { useToast } from 'shared-ui';
import { useUndoRequestAnswer, type RequestAnswer } from '../api/requests';

/**
 * The toast after an answer to a request, with Undo (focused: the answer was confirmed in a dialog) for the undo
 * window: it makes the request pending again, withdrawing an approval's release.
 */
export function useAnswerToast() {
  const toast = useToast();
  const undo = useUndoRequestAnswer();
  return (vars: Pick<RequestAnswer, 'id' | 'status'>) =>
    toast.show(`Request ${vars.status}`, 'success', {
      label: 'Undo',
      focus: true,
      onAction: () =>
        void undo.mutateAsync({ id: vars.id, status: vars.status }).then(
          () => toast.show(MESSAGES.requestAnswerUndone, 'success'),
          (err: unknown) => toast.show(errorMessage(err, MESSAGES.undoFailed), 'error'),
        ),
    });
}
