import { api } from './api-client';

/**
 * The landing page's data, asked for with the sign-in answer. The shell starts these GETs the moment
 * the sign-in answer arrives (warmAreaOnSignIn), before the area's remote entry and page chunks have loaded; the
 * area's query reads the answer in flight instead of asking again once its code has run. One use each, for a short
 * while, and for the session that asked (a sign-out or another sign-in never reads another's answer).
 */
const EARLY_MS = 20_000;
const early = new Map<string, { at: number; token: string | null; answer: Promise<unknown> }>();

/** Starts GET `path` now (the caller's session token is the api client's). */
export function startEarlyData(path: string, token: string | null): void {
  const answer = api.get(path);
  // Nobody may read it (a failed sign-in's page never mounts): its failure is not an unhandled rejection.
  answer.catch(() => undefined);
  early.set(path, { at: Date.now(), token, answer });
}

/** The early answer of GET `path` for this session, once; undefined when there is none (then ask as usual). */
export function takeEarlyData<T>(path: string, token: string | null): Promise<T> | undefined {
  const hit = early.get(path);
  early.delete(path);
  if (!hit || hit.token !== token || Date.now() - hit.at > EARLY_MS) return undefined;
  return hit.answer as Promise<T>;
}

/** A query function that reads the early answer when there is one and asks again if it failed. */
export const earlyOr =
  <T>(path: string, token: () => string | null, ask: (o: { signal?: AbortSignal }) => Promise<T>) =>
  (o: { signal?: AbortSignal } = {}): Promise<T> =>
    takeEarlyData<T>(path, token())?.catch(() => ask(o)) ?? ask(o);
