import type { ComponentType, ReactElement, ReactNode } from 'react';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role, SessionUser } from 'shared-domain';
import { AuthProvider } from 'shared-auth';
import { queryClient as appQueryClient } from 'shared-auth/query';
import { LocationProbe, currentLocation, type ProbedLocation } from './location-probe';
import { resetClientState, signInAs } from './session';

// Tests assert a failed load at once instead of after the client's two 5xx retries.
const defaults = appQueryClient.getDefaultOptions();
appQueryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });

// Like RTL's own cleanup: every test file that renders through the harness starts each test clean.
afterEach(() => {
  cleanup();
  resetClientState();
});

export interface RenderOptions {
  /** The initial entry: a path (query string allowed) or a location with history state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** History state for a string `route`. */
  state?: unknown;
  /** Route pattern to mount `ui` at (gives it params); without it `ui` renders as is. */
  path?: string;
  /** Signs in first (a role gets that role's default user); none: signed out. */
  user?: SessionUser | Role | null;
  /**
   * Default: the app's own client (shared-auth/query), retries off and cleared after each test. The
   * areas' routes nest QueryProvider with that same client, so a separate one would not reach them.
   */
  queryClient?: QueryClient;
  /** Providers of packages shared-auth cannot depend on (shared-ui's theme and toasts). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export type HarnessResult = RenderResult & {
  /** userEvent.setup() for this render. */
  user: UserEvent;
  /** Where the router is now. */
  location: () => ProbedLocation;
};

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function initialEntry(route: NonNullable<RenderOptions['route']>, state: unknown) {
  if (typeof route !== 'string') return route;
  if (state === undefined) return route;
  const q = route.indexOf('?');
  return q < 0 ? { pathname: route, state } : { pathname: route.slice(0, q), search: route.slice(q), state };
}

/** Renders `ui` through the real providers: router (+ LocationProbe), auth, React Query, and `wrapper`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, path, user = null, queryClient = appQueryClient, wrapper: Wrapper = Passthrough }: RenderOptions = {},
): HarnessResult {
  if (user) signInAs(user);
  const result = render(
    <MemoryRouter initialEntries={[initialEntry(route, state)]}>
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <Wrapper>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              ui
            )}
            <LocationProbe />
          </Wrapper>
        </QueryClientProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
  return { ...result, user: userEvent.setup(), location: currentLocation };
}

/** renderWithProviders, then lets effects and already-resolved lazy chunks settle inside act. */
export async function renderSettled(ui: ReactElement, options?: RenderOptions): Promise<HarnessResult> {
  let result!: HarnessResult;
  await act(async () => {
    result = renderWithProviders(ui, options);
  });
  return result;
}
