/**
 * How long after an act its actor may take it back (approve or deactivate a school). 30 seconds: longer than the
 * toast that offers Undo stays (twice TOAST_MS, and it waits while pointed at or focused), with room for a slow
 * network and a keyboard user reaching the button; short enough that nobody else has likely acted on the change yet
 * (a school approved a minute ago may already have signed in and asked for teachers). After it, the change is
 * made back by hand, as its own act.
 */
export const UNDO_WINDOW_MS = 30_000;

/** Whether an act done at `actAt` can still be undone at `now`. */
export function undoWindowOpen(actAt: string | Date, now: Date = new Date()): boolean {
  const at = typeof actAt === 'string' ? Date.parse(actAt) : actAt.getTime();
  if (Number.isNaN(at)) return false;
  const elapsed = now.getTime() - at;
  return elapsed >= 0 && elapsed <= UNDO_WINDOW_MS;
}

/**
 * What the acts that can be taken back say about it (kept apart from MESSAGES: only staff screens and the server need
 * them, and MESSAGES is in every first load).
 */
export const UNDO_MESSAGES = {
  schoolStatusUndone: (status: string) => `Undone: the school is ${status} again`,
  undoTooLate: 'Too late to undo: the undo window has closed. Change it back by hand.',
  nothingToUndo: 'Nothing to undo: the last change to this record was not yours, or was already undone.',
  undoFailed: 'Failed to undo',
  requestAnswerUndone: 'Undone: the request is pending again',
  /** Said in every dialog that asks before an act that can be taken back from the toast after it. */
  undoHint: 'You can undo this for a short time from the message that follows.',
  documentReviewUndone: (label: string, state: string) => `Undone: ${label} is ${state} again`,
  fieldHourReviewUndone: (day: string, state: string) => `Undone: the hours of ${day} are ${state.toLowerCase()} again`,
} as const;
