import { useEffect, useState } from 'react';

const matches = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);

/** Whether the CSS media query matches now, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return value;
}
