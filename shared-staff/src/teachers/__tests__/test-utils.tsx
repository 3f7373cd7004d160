import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, STORAGE_KEYS, useAuthStore } from 'shared-auth';
import { QueryProvider, queryClient } from 'shared-auth/query';
import { emptyTeacher, type SessionUser, type Teacher, type TeacherBody } from 'shared-domain';
import { UiProvider } from 'shared-ui';
import { TeacherAddPage, TeacherEditPage, TeacherListPage } from '..';
import type { StaffRole } from '../paths';
// Loaded up front so the pages' lazy chunks resolve at once (the first compile would outlast findBy's wait).
import '../list/teacher-list-screen';
import '../record/teacher-edit-screen';
import '../record/teacher-add-screen';

export const SUPERVISOR_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_SUPERVISOR_ID = '22222222-2222-4222-8222-222222222222';

export const users: Record<StaffRole, SessionUser> = {
  admin: { email: 'admin@example.org', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z', profile: null },
  supervisor: { email: 'supervisor@example.org', role: 'supervisor', createdAt: '2026-01-01T00:00:00.000Z', profile: SUPERVISOR_ID },
};

let seq = 0;
/** A stored teacher as the API returns it. */
export function makeTeacher(patch: Partial<TeacherBody> & { _id?: string; updatedAt?: string; assignment?: Teacher['assignment'] } = {}): Teacher {
  seq += 1;
  return {
    ...emptyTeacher(),
    name: { first: `First${seq}`, last: `Last${seq}` },
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    dateAdded: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    assignment: null,
    ...patch,
  } as Teacher;
}

export function assignedTo(supervisorId: string): Teacher['assignment'] {
  return {
    _id: `a-${supervisorId}`,
    schoolId: null,
    schoolName: 'Austin Elementary',
    supervisorId,
    supervisorName: 'Sam Super',
    status: 'active',
    startDate: '2026-01-01',
    endDate: '',
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

export interface RenderOptions {
  role?: StaffRole;
  route?: string;
  state?: unknown;
}

/** Renders the teacher screens at `route` through the real providers, signed in as `role`. */
export function renderWithProviders(ui: ReactElement | null, { role = 'admin', route = `/${role}/teachers`, state }: RenderOptions = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(users[role]));
  localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() + 3_600_000));
  return render(
    <MemoryRouter initialEntries={[{ pathname: route, state }]}>
      <AuthProvider>
        <QueryProvider>
          <UiProvider>
            {ui ?? (
              <Routes>
                <Route path={`/${role}/teachers`} element={<TeacherListPage role={role} />} />
                <Route path={`/${role}/teachers/add`} element={<TeacherAddPage role={role} />} />
                <Route path={`/${role}/teachers/:id`} element={<TeacherEditPage role={role} />} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
            )}
            <Where />
          </UiProvider>
        </QueryProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

/** Call in afterEach: a clean store, storage and query cache for the next test. */
export function resetAll() {
  localStorage.clear();
  queryClient.clear();
  useAuthStore.setState({ status: 'loading', user: null, token: null, expiresAt: null, schoolData: null });
}

// Failures are asserted at once instead of after the client's retries.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });

// jsdom has no layout: give elements a desktop-sized box so the virtualised table renders its visible rows.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 560 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });

// Whole-record forms typed key by key take a few seconds on a shared, busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });
