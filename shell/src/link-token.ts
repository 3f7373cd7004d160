/**
 * An e-mailed one-time link carries its token in the fragment (#token=...), which no request sends. A link sent in the
 * older ?token= form moves its token there before anything else loads, so no script, image or API request names the
 * page with the token as its Referer, and the browser's history keeps the address without it.
 * (No import: this runs before the shared modules are set up.)
 */
export function moveLinkTokenToFragment(
  loc: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): void {
  const url = new URL(loc.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  url.searchParams.delete('token');
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (!fragment.has('token')) fragment.set('token', token);
  url.hash = fragment.toString();
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
