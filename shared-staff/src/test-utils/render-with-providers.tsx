import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, useAuthStore } from 'shared-auth';
import { QueryProvider, queryClient } from 'shared-auth/query';
import type { SessionUser } from 'shared-domain';
import { UiProvider } from 'shared-ui';

export const ADMIN: SessionUser = { email: 'admin@example.org', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z', profile: null };
export const SUPERVISOR: SessionUser = { email: 'sv@example.org', role: 'supervisor', createdAt: '2026-01-01T00:00:00.000Z', profile: 'sv-1' };

/** An msw server for a test file: unhandled requests fail the test; handlers and the session reset after each test. */
export function setupApi() {
  const server = setupServer();
  // Form tests type a lot; a busy machine (shared CPU) must not turn slowness into failures.
  jest.setTimeout(20_000);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // Failed calls show their error at once instead of after the two production retries.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  });
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    useAuthStore.setState({ status: 'loading', user: null, token: null, expiresAt: null, schoolData: null });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

function Where() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

/** Renders through the real providers with a signed-in session; `path` is the route pattern for params. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', user = ADMIN, state }: { route?: string; path?: string; user?: SessionUser; state?: unknown } = {},
) {
  localStorage.setItem('authToken', 'test-token');
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
  return render(
    <MemoryRouter initialEntries={[{ pathname: route.split('?')[0], search: route.includes('?') ? `?${route.split('?')[1]}` : '', state }]}>
      <AuthProvider>
        <QueryProvider>
          <UiProvider>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Where />
          </UiProvider>
        </QueryProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}
