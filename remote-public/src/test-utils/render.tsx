import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { AuthProvider, STORAGE_KEYS, useAuthStore } from 'shared-auth';
import { QueryProvider, queryClient } from 'shared-auth/query';
import type { SessionUser } from 'shared-domain';
import { UiProvider } from 'shared-ui';

export const SCHOOL_USER: SessionUser = {
  email: 'school@example.org',
  role: 'school',
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: 'c0a80121-7ac0-4e1c-9f3a-000000000001',
};

/** Shows where the router is, so tests can assert navigation. */
function Where() {
  const { pathname, state } = useLocation();
  return (
    <output aria-label="location" data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </output>
  );
}

export interface RenderOptions {
  route?: string | { pathname: string; state?: unknown };
  user?: SessionUser;
  /** Route pattern the ui is mounted at (default '*'). */
  path?: string;
}

/** Renders through the real providers (router, auth, ui); `user` puts a session in localStorage first. */
export async function renderWithProviders(ui: ReactElement, { route = '/', user, path = '*' }: RenderOptions = {}) {
  if (user) {
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() + 60 * 60 * 1000));
    if (user.role === 'school') localStorage.setItem(STORAGE_KEYS.schoolData, JSON.stringify({ _id: user.profile, assignedTeachers: [] }));
  }
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider>
          <QueryProvider>
            <UiProvider>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
              <Where />
            </UiProvider>
          </QueryProvider>
        </AuthProvider>
      </MemoryRouter>,
    );
  });
  return result;
}

export const locationOf = (container: HTMLElement) => {
  const out = container.ownerDocument.querySelector('output[aria-label="location"]');
  return { pathname: out?.textContent ?? '', state: JSON.parse(out?.getAttribute('data-state') ?? 'null') as unknown };
};

/** An msw server per test file: unhandled requests fail, handlers and the auth store reset after each test. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    useAuthStore.setState({ status: 'loading', user: null, token: null, expiresAt: null, schoolData: null, error: null, expired: false, entrySplashAt: null });
  });
  afterAll(() => server.close());
  return server;
}
