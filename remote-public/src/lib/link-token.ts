import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The one-time token of an e-mailed link (sign-in, password reset, invitation, field-hours confirmation). Links carry
 * it in the fragment (#token=...), which no request ever sends, so no access log or Referer holds it. A link sent in
 * the older ?token= form still works: its token moves into the fragment (the shell does it before anything loads;
 * this covers a page reached without the shell's start).
 */
export function useLinkToken(): string {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const fromFragment = new URLSearchParams(hash.slice(1)).get('token');
  const fromQuery = new URLSearchParams(search).get('token');
  useEffect(() => {
    if (fromFragment || !fromQuery) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    const query = rest.toString();
    void navigate(
      { pathname, search: query ? `?${query}` : '', hash: `#${new URLSearchParams({ token: fromQuery })}` },
      { replace: true, state },
    );
  }, [fromFragment, fromQuery, navigate, pathname, search, state]);
  return fromFragment ?? fromQuery ?? '';
}

/**
 * A one-time link's page: the token from the fragment and what the link grants, loaded once (no retry: a used or
 * expired link answers the same each time). Without a token nothing is asked and `token` is ''.
 */
export function useLinkQuery<T>(key: string, load: (token: string) => Promise<T>) {
  const token = useLinkToken();
  const query = useQuery({ queryKey: [key, token], queryFn: () => load(token), enabled: token !== '', retry: false });
  return { token, query };
}
