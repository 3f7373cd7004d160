import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The URL's search parameters, and a way to change some of them that never loses another change. React Router's
 * setter starts from the parameters of the last render (also in its function form), and under load the render after
 * a navigation can come late: picking a status and then a supervisor quickly kept only the supervisor. Here each change
 * starts from the last one asked for, until the URL catches up (then from the URL: back, a link).
 */
export function useUrlParams(): [URLSearchParams, (change: (next: URLSearchParams) => void, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
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
