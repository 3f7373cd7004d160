import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, STORAGE_KEYS, useAuthStore } from 'shared-auth';
import { QueryProvider, queryClient } from 'shared-auth/query';
import type { School, SessionUser } from 'shared-domain';
import { UiProvider } from 'shared-ui';
import SchoolRoutes from '../routes';
import { SCHOOL_ID } from './fixtures';

export const schoolUser = (profile = SCHOOL_ID): SessionUser => ({
  email: 'school@example.org',
  role: 'school',
  createdAt: '2026-01-05T10:00:00.000Z',
  profile,
});

export interface RenderOptions {
  route?: string;
  user?: SessionUser;
  /** The stored copy of GET schools/{profile}; null for none. */
  schoolData?: School | null;
}

/** Puts a signed-in session in localStorage, the way the shell's sign-in leaves it. */
export function storeSession(user: SessionUser, schoolData: School | null) {
  localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() + 60 * 60 * 1000));
  if (schoolData) localStorage.setItem(STORAGE_KEYS.schoolData, JSON.stringify(schoolData));
}

/** Clears the session, the store and the query cache between tests. */
export function resetAuth() {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  useAuthStore.setState({ status: 'loading', user: null, token: null, expiresAt: null, schoolData: null });
}

/** Renders `ui` through the real providers (router, auth + query client, theme + toasts) with a school signed in. */
export function renderWithProviders(ui: ReactElement, { route = '/', user = schoolUser(), schoolData = null }: RenderOptions = {}) {
  storeSession(user, schoolData);
  // Failures show at once (the client's retries of 5xx answers are shared-auth's concern).
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AuthProvider>
        <QueryProvider>
          <UiProvider>{ui}</UiProvider>
        </QueryProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

/** Renders the whole school area as the shell mounts it (at /school/*), at `route`. */
export function renderSchoolArea(route: string, options: Omit<RenderOptions, 'route'> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/school/*" element={<SchoolRoutes />} />
    </Routes>,
    { ...options, route },
  );
}
