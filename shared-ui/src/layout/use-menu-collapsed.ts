import { useCallback, useEffect, useState } from 'react';
import { theme } from 'shared-ui';

export const MENU_COLLAPSED_KEY = 'shared-ui.sideMenuCollapsed';

function readStored(): boolean | null {
  try {
    const value = window.localStorage.getItem(MENU_COLLAPSED_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

function narrowQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(theme.breakpoints.md) : null;
}

/** Side menu state: remembered across visits, collapsed by default on narrow screens. */
export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => narrowQuery()?.matches || (readStored() ?? false));

  useEffect(() => {
    const query = narrowQuery();
    if (!query?.addEventListener) return;
    const onChange = (e: MediaQueryListEvent) => setCollapsed(e.matches || (readStored() ?? false));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(MENU_COLLAPSED_KEY, String(!value));
      } catch {
        // Storage can be unavailable (private mode, policy); the toggle still works for this visit.
      }
      return !value;
    });
  }, []);

  return [collapsed, toggle];
}
