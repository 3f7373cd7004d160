import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

const TEST_ID = 'location';

/** Shows where the router is (path + query as text, history state as JSON) so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search, hash, state } = useLocation();
  return (
    // Hidden: out of role queries (an <output> would be one more 'status') and of the accessibility tree.
    <div hidden data-testid={TEST_ID} data-state={JSON.stringify(state ?? null)} data-hash={hash}>
      {pathname + search}
    </div>
  );
}

export interface ProbedLocation {
  pathname: string;
  search: string;
  /** The fragment, e.g. '#record-supervisions' ('' when none). */
  hash: string;
  state: unknown;
}

/** The router location the LocationProbe currently shows. */
export function currentLocation(): ProbedLocation {
  const out = screen.getByTestId(TEST_ID);
  const text = out.textContent ?? '';
  const q = text.indexOf('?');
  return {
    pathname: q < 0 ? text : text.slice(0, q),
    search: q < 0 ? '' : text.slice(q),
    hash: out.getAttribute('data-hash') ?? '',
    state: JSON.parse(out.getAttribute('data-state') ?? 'null') as unknown,
  };
}
