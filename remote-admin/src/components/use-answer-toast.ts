import { UNDO_MESSAGES } from 'shared-domain';
import { useUndoToast } from 'shared-staff';
import { useUndoRequestAnswer, type RequestAnswer } from '../api/requests';

/**
 * The toast after an answer to a request, with Undo for the undo window: it makes the request pending again,
 * withdrawing an approval's release.
 */
export function useAnswerToast() {
  const offerUndo = useUndoToast();
  const undo = useUndoRequestAnswer();
  return (vars: Pick<RequestAnswer, 'id' | 'status'>) =>
    offerUndo(`Request ${vars.status}`, () => undo.mutateAsync({ id: vars.id, status: vars.status }), UNDO_MESSAGES.requestAnswerUndone);
}
