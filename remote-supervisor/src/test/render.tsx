import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, STORAGE_KEYS, useAuthStore } from 'shared-auth';
import { QueryProvider, queryClient } from 'shared-auth/query';
import { SESSION_LIFETIME_MS, type SessionUser } from 'shared-domain';
import { UiProvider } from 'shared-ui';

export const SUPERVISOR_ID = '11111111-1111-4111-8111-111111111111';

export const supervisorUser: SessionUser = {
  email: 'supervisor@example.org',
  role: 'supervisor',
  createdAt: '2025-08-01T00:00:00.000Z',
  profile: SUPERVISOR_ID,
};

/** Clears the session, the store and the shared query cache between tests. */
export function resetSession() {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  useAuthStore.setState({ status: 'loading', user: null, token: null, expiresAt: null, schoolData: null });
}

/** Renders through the real providers with a signed-in session stored the way the shell stores it. */
export function renderWithProviders(ui: ReactElement, { route = '/supervisor/dashboard', user = supervisorUser } = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() + SESSION_LIFETIME_MS));
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
