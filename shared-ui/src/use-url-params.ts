import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';
import { useRememberListSearch } from './list-return';

/**
 * The URL's search parameters, and a way to change some of them that never loses another change. React Router's
 * setter starts from the parameters of the last render (also in its function form), and under load the render after
 * a navigation can come late: picking a status and then a supervisor quickly kept only the supervisor. Here each change
 * starts from the last one asked for, until the URL catches up (then from the URL: back, a link).
 */
/**
 * Which parameters a change starts from. Each change starts from the last one asked for; the URL a render shows is
 * taken only when it is not a state this hook asked for before the last one. A render's effect can run late, after
 * the next change was asked for (the list's cleared search, then a status picked at once): taking its older URL then
 * would drop the status. A URL this hook never asked for (back, a link) is taken as it is.
 */
export function paramsTracker(initial: URLSearchParams) {
  let latest = initial;
  /** The changes asked for and not rendered yet, oldest first. */
  let pending: string[] = [];
  return {
    latest: () => latest,
    asked(next: URLSearchParams) {
      latest = next;
      pending.push(next.toString());
    },
    rendered(params: URLSearchParams) {
      const at = pending.indexOf(params.toString());
      if (at < 0) {
        pending = [];
        latest = params;
        return;
      }
      pending = pending.slice(at + 1);
      if (pending.length === 0) latest = params;
    },
  };
}

export function useUrlParams(): [URLSearchParams, (change: (next: URLSearchParams) => void, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  useRememberListSearch();
  const tracker = useRef<ReturnType<typeof paramsTracker> | null>(null);
  tracker.current ??= paramsTracker(params);
  useEffect(() => {
    tracker.current!.rendered(params);
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(tracker.current!.latest());
      change(next);
      tracker.current!.asked(next);
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}

/**
 * A paged list's filter change for useUrlParams' update (the compliance list, the Requests page): sets `key` to
 * `value` ('' removes it). A filter starts the list again at its first page and replaces the history entry; a page
 * of the list is a step of its own (back returns to the page before).
 */
export const listFilterChange = (key: string, value: string): [(next: URLSearchParams) => void, NavigateOptions] => [
  (next) => {
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
  },
  { replace: key !== 'page' },
];
