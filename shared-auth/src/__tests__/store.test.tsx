import { http, HttpResponse } from 'msw';
import { render, renderHook, screen, act } from '@testing-library/react';
import { AuthProvider, useAuth, useAuthStore, STORAGE_KEYS, api, ApiError } from '..';
// The harness also resets the store, both storages and the query cache after each test.
import { setupMsw } from '../testing';

const user = { email: 'admin@example.org', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z', profile: null };
const school = {
  email: 'school@example.org',
  role: 'school',
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: 'c0a80121-7ac0-4e1c-9f3a-000000000001',
};

const server = setupMsw();

function store(values: Partial<Record<keyof typeof STORAGE_KEYS, string>>) {
  for (const [k, v] of Object.entries(values)) localStorage.setItem(STORAGE_KEYS[k as keyof typeof STORAGE_KEYS], v);
}

describe('session restore (product spec §4)', () => {
  it('restores a stored, unexpired session as signed in', () => {
    store({ token: 't1', user: JSON.stringify(user), expiry: String(Date.now() + 60_000) });
    useAuthStore.getState().restore();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', token: 't1', user });
  });

  it.each(['token', 'user', 'expiry'] as const)('signs out when %s is missing', (missing) => {
    const all = { token: 't1', user: JSON.stringify(user), expiry: String(Date.now() + 60_000) };
    delete (all as Record<string, string>)[missing];
    store(all);
    useAuthStore.getState().restore();
    expect(useAuthStore.getState().status).toBe('signedOut');
  });

  it('clears an expired session and flags it', () => {
    store({ token: 't1', user: JSON.stringify(user), expiry: String(Date.now() - 1) });
    useAuthStore.getState().restore();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', expired: true });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('logs, clears and signs out on corrupt data', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store({ token: 't1', user: '{not json', expiry: String(Date.now() + 60_000) });
    useAuthStore.getState().restore();
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});

describe('sign-in', () => {
  it('stores token, user and expiry, and the school data for a school user', async () => {
    const expiresAt = Date.now() + 86_400_000;
    server.use(
      http.post('/api/auth/signin', () => HttpResponse.json({ success: true, token: 'tok', user: school, message: 'ok', expiresAt })),
      http.get(`/api/schools/${school.profile}`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer tok'
          ? HttpResponse.json({ _id: school.profile, name: 'Oak Ridge' })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const result = await useAuthStore.getState().signIn('school@example.org', 'pw', true);
    expect(result.success).toBe(true);
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(school);
    expect(localStorage.getItem('tokenExpiry')).toBe(String(expiresAt));
    expect(JSON.parse(localStorage.getItem('schoolData')!)).toEqual({ _id: school.profile, name: 'Oak Ridge' });
  });

  it('keeps the session in sessionStorage when Remember me is off', async () => {
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ success: true, token: 'tok', user, message: 'ok' })));
    await useAuthStore.getState().signIn('admin@example.org', 'pw', false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('authToken')).toBe('tok');
  });

  it("returns the server's message on failure, else 'Login failed'", async () => {
    server.use(
      http.post('/api/auth/signin', () => HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 })),
    );
    expect(await useAuthStore.getState().signIn('a@b.co', 'x')).toEqual({ success: false, error: 'Invalid email or password' });
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ success: false }, { status: 500 })));
    expect(await useAuthStore.getState().signIn('a@b.co', 'x')).toEqual({ success: false, error: 'Login failed' });
    expect(useAuthStore.getState().error).toBe('Login failed');
  });

  it('throws on a network error (the login page shows its exception text)', async () => {
    server.use(http.post('/api/auth/signin', () => HttpResponse.error()));
    await expect(useAuthStore.getState().signIn('a@b.co', 'x')).rejects.toThrow();
  });
});

describe('sign-out, refresh and 401', () => {
  beforeEach(() => {
    store({ token: 't1', user: JSON.stringify(user), expiry: String(Date.now() + 60_000) });
    useAuthStore.getState().restore();
  });

  it('sign-out tells the server, removes the stored session and clears the user', async () => {
    let revoked = '';
    server.use(
      http.post(
        '/api/auth/signout',
        ({ request }) => ((revoked = request.headers.get('authorization') ?? ''), HttpResponse.json({ success: true })),
      ),
    );
    await useAuthStore.getState().signOut();
    expect(revoked).toBe('Bearer t1');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null, token: null });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a successful refresh replaces the stored token; a failed one returns false', async () => {
    server.use(http.post('/api/auth/refresh-token', () => HttpResponse.json({ success: true, token: 't2', expiresAt: Date.now() + 1000 })));
    expect(await useAuthStore.getState().refreshToken()).toBe(true);
    expect(localStorage.getItem('authToken')).toBe('t2');
    server.use(http.post('/api/auth/refresh-token', () => new HttpResponse(null, { status: 401 })));
    expect(await useAuthStore.getState().refreshToken()).toBe(false);
  });

  it('the API client sends the bearer token and a 401 signs the user out', async () => {
    server.use(
      http.get('/api/teachers/all', ({ request }) =>
        request.headers.get('authorization') === 'Bearer t1'
          ? HttpResponse.json({ message: 'Your session has expired. Please sign in again.' }, { status: 401 })
          : HttpResponse.json([]),
      ),
    );
    await expect(api.get('teachers/all')).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().status).toBe('signedOut');
  });

  it('unwraps JSON errors with field errors, the message without the field code it starts with', async () => {
    server.use(
      http.post('/api/inquiries', () =>
        HttpResponse.json({ message: 'name: Name is required', fieldErrors: { name: 'Name is required' } }, { status: 400 }),
      ),
    );
    const err = await api.post('inquiries', {}).catch((e) => e);
    expect(err).toMatchObject({
      status: 400,
      message: 'Name is required',
      serverMessage: 'Name is required',
      fieldErrors: { name: 'Name is required' },
    });
  });
});

describe('useAuth and AuthProvider', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('restores the session when mounted', async () => {
    store({ token: 't1', user: JSON.stringify(user), expiry: String(Date.now() + 60_000) });
    function Who() {
      const { status, user: u } = useAuth();
      return <p>{status === 'signedIn' ? u?.email : status}</p>;
    }
    await act(async () => {
      render(
        <AuthProvider>
          <Who />
        </AuthProvider>,
      );
    });
    expect(screen.getByText('admin@example.org')).toBeInTheDocument();
  });
});
