import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The search and filters last shown on each list, by its path, for this tab's session. */
const KEY = 'portal.listSearch';

function read(): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Notes the page's search parameters, so a 'Back to' link to this page returns to the same search and filters. */
export function useRememberListSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      const saved = read();
      if (search) saved[pathname] = search;
      else delete saved[pathname];
      sessionStorage.setItem(KEY, JSON.stringify(saved));
    } catch {
      // storage unavailable: 'Back to' opens the list unfiltered
    }
  }, [pathname, search]);
}

/** A list's path with the search and filters it last showed in this tab ('?q=…'), or the path alone. */
export function withListSearch(to: string): string {
  if (to.includes('?') || to.includes('#')) return to;
  const search = read()[to];
  return typeof search === 'string' && search.startsWith('?') ? `${to}${search}` : to;
}
