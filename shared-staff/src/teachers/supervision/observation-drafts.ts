import type { AssignmentType } from 'shared-domain';
import { ApiError } from 'shared-auth';
import type { SupervisionInput } from '../api/record-supervision';

/**
 * An observation as it is being written, kept on this device (IndexedDB) per signed-in user and teacher, so a weak
 * connection loses nothing: the form restores it, and one saved offline waits in `queued` until it is sent.
 */
export interface ObservationDraft {
  user: string;
  /** The id (or record number) the observation is posted to. */
  teacherId: string;
  teacherName: string;
  /** The form as typed. */
  values: SupervisionInput;
  ttess: boolean;
  assignmentType: AssignmentType;
  /** When the device last saved it (ISO). */
  savedAt: string;
  /** The id the server records the observation under once: a resend of the same id adds nothing. */
  clientId: string;
  /** Saved while offline: the checked observation, sent when the connection returns. */
  queued?: SupervisionInput;
  /** Why the server refused the queued observation (the record changed, a field); it stays until the supervisor acts. */
  refused?: string;
}

// idb-keyval is loaded with the first draft read or written, never with the page that only may open the form.
let storePromise: Promise<typeof import('idb-keyval') & { store: ReturnType<typeof import('idb-keyval').createStore> }> | null = null;
const idb = () => {
  storePromise ??= import(/* webpackChunkName: "observation-drafts" */ 'idb-keyval').then((m) => ({
    ...m,
    store: m.createStore('portal-observations', 'drafts'),
  }));
  return storePromise;
};

// A hint in localStorage that something waits to be sent: a page load without one never loads IndexedDB's code.
const HINT = 'portal.observationQueue';
const setHint = (on: boolean) => {
  try {
    if (on) localStorage.setItem(HINT, '1');
    else localStorage.removeItem(HINT);
  } catch {
    // Storage refused (private mode): the queue is still read on the next `online` event.
  }
};
const hinted = () => {
  try {
    return localStorage.getItem(HINT) === '1';
  } catch {
    return true;
  }
};

/** What the form and the toasts say about the copy on this device. */
export const DRAFT_TEXTS = {
  savedAt: (time: string) => `Draft saved on this device at ${time}`,
  queued: 'Saved on this device; it will be sent when you are back online',
  sent: (name: string) => `Observation for ${name} sent: it was saved on this device while offline`,
  waiting: (names: string[]) =>
    names.length === 1
      ? `The observation for ${names[0]} is saved on this device: it will be sent when you are back online.`
      : `${names.length} observations are saved on this device (for ${names.join(', ')}): they will be sent when you are back online.`,
  conflict:
    "This teacher's record changed on the server since the form was opened: review the newer record first. Your observation stays on this device.",
  refused: (name: string, message: string) => `The observation for ${name} saved on this device was not sent: ${message}`,
} as const;

const keyOf = (user: string, teacherId: string) => `${user}|${teacherId}`;

export async function readDraft(user: string, teacherId: string): Promise<ObservationDraft | undefined> {
  const { get, store } = await idb();
  return get<ObservationDraft>(keyOf(user, teacherId), store);
}

const changeListeners = new Set<() => void>();
/** Follows every write and removal of a draft (a page that tells what waits on the device reads it again). */
export function onDraftsChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
const changed = () => changeListeners.forEach((l) => l());

export async function writeDraft(draft: ObservationDraft): Promise<void> {
  const { set, store } = await idb();
  await set(keyOf(draft.user, draft.teacherId), draft, store);
  if (draft.queued) setHint(true);
  changed();
}

export async function dropDraft(user: string, teacherId: string): Promise<void> {
  const { del, store } = await idb();
  await del(keyOf(user, teacherId), store);
  changed();
}

/** The user's observations saved offline and not refused: what the next send tries. */
export async function queuedDrafts(user: string): Promise<ObservationDraft[]> {
  const { values, store } = await idb();
  const all = await values<ObservationDraft>(store);
  const waiting = all.filter((d) => d.queued && !d.refused);
  if (!all.some((d) => d.queued && !d.refused)) setHint(false);
  return waiting.filter((d) => d.user === user);
}

/** Who the user's observations still waiting on this device are for (none read from IndexedDB without the hint). */
export async function waitingNames(user: string): Promise<string[]> {
  if (!hinted()) return [];
  return (await queuedDrafts(user)).map((d) => d.teacherName);
}

/**
 * How often what waits for a connection is tried again. The browser's `online` event is not enough: a laptop on a
 * school's Wi-Fi is 'online' while the Internet is not there, and nothing tells it when it comes back.
 */
export const OFFLINE_RETRY_MS = 10_000;

/** A failure of the connection (fetch rejected), not an answer from the server. */
export const isNetworkError = (err: unknown) => !(err instanceof ApiError) && !(err instanceof DOMException && err.name === 'AbortError');

export const newClientId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export type SendOutcome =
  { kind: 'sent'; draft: ObservationDraft } | { kind: 'refused'; draft: ObservationDraft; conflict: boolean; message: string };

let running: Promise<SendOutcome[]> | null = null;
const listeners = new Set<(outcome: SendOutcome) => void>();

/** Follows every outcome, whoever started the run (the open form follows its own draft). */
export function onSendOutcome(listener: (outcome: SendOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends the user's queued observations, one at a time: a sent one leaves the device, a refused one stays with the reason
 * (a 409: the record changed on the server, and the supervisor reviews it first), a network failure stops the run
 * (the next `online` event tries again). One run at a time: a second call while one runs answers nothing.
 */
export function sendQueued(user: string, send: (teacherId: string, input: SupervisionInput) => Promise<unknown>): Promise<SendOutcome[]> {
  if (running) return Promise.resolve([]);
  if (!hinted()) return Promise.resolve([]);
  running = (async () => {
    const outcomes: SendOutcome[] = [];
    for (const draft of await queuedDrafts(user)) {
      if (!draft.queued) continue;
      try {
        await send(draft.teacherId, { ...draft.queued, clientId: draft.clientId });
        await dropDraft(user, draft.teacherId);
        outcomes.push({ kind: 'sent', draft });
        listeners.forEach((l) => l(outcomes[outcomes.length - 1]));
      } catch (err) {
        if (isNetworkError(err)) break;
        const conflict = err instanceof ApiError && err.status === 409;
        const message = conflict ? DRAFT_TEXTS.conflict : err instanceof Error ? err.message : String(err);
        await writeDraft({ ...draft, refused: message });
        outcomes.push({ kind: 'refused', draft, conflict, message });
        listeners.forEach((l) => l(outcomes[outcomes.length - 1]));
      }
    }
    await queuedDrafts(user);
    return outcomes;
  })().finally(() => {
    running = null;
  });
  return running;
}
