import { moveLinkTokenToFragment } from '../link-token';

const history = () => {
  const calls: unknown[][] = [];
  return { calls, state: { idx: 0 }, replaceState: (...args: unknown[]) => void calls.push(args) };
};

test('a link in the older ?token= form has its token moved into the fragment, other parameters kept', () => {
  const h = history();
  moveLinkTokenToFragment({ href: 'https://portal.example/reset-password?token=abc-DEF_123&from=mail' }, h);
  expect(h.calls).toEqual([[{ idx: 0 }, '', '/reset-password?from=mail#token=abc-DEF_123']]);
});

test('a link with its token in the fragment, or a page without one, is left alone', () => {
  const h = history();
  moveLinkTokenToFragment({ href: 'https://portal.example/login/link#token=abc' }, h);
  moveLinkTokenToFragment({ href: 'https://portal.example/teachers?q=ana' }, h);
  expect(h.calls).toEqual([]);
});

test('without arguments it rewrites the address of the page itself', () => {
  window.history.replaceState(null, '', '/field-hours/confirm?token=xyz789');
  moveLinkTokenToFragment();
  expect(window.location.search).toBe('');
  expect(window.location.hash).toBe('#token=xyz789');
});
