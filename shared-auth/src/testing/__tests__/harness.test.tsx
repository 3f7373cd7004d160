import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router-dom';
import { STORAGE_KEYS, useAuth, useAuthStore } from 'shared-auth';
import { makeUser, renderWithProviders, resetAuthStore, signInAs } from '..';

it('resetAuthStore puts back every field of the initial state and removes the stored session', () => {
  signInAs('admin');
  useAuthStore.setState({ entrySplashAt: 123, error: 'x', expired: true });
  resetAuthStore();
  const { status, user, token, expiresAt, error, expired, entrySplashAt } = useAuthStore.getState();
  expect({ status, user, token, expiresAt, error, expired, entrySplashAt }).toEqual({
    ...{ status: 'loading', user: null, token: null, expiresAt: null },
    ...{ error: null, expired: false, entrySplashAt: null },
  });
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
});

it('signInAs leaves the session a sign-in stores, in the store and in localStorage (or sessionStorage)', () => {
  const user = signInAs('supervisor', { token: 'tok' });
  expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', token: 'tok', user });
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(makeUser('supervisor'));
  signInAs('admin', { remember: false });
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('test-token');
});

function Who() {
  const { user } = useAuth();
  const { id } = useParams();
  return (
    <>
      <p>{`${user?.email ?? 'nobody'} on ${id}`}</p>
      <Link to="/next?x=1" state={{ from: id }}>
        Next
      </Link>
    </>
  );
}

it('renderWithProviders signs in, mounts at `path` and reports navigation', async () => {
  const { user, location } = renderWithProviders(<Who />, { route: '/items/7', path: '/items/:id', user: 'admin' });
  expect(screen.getByText('admin@example.org on 7')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(location()).toEqual({ pathname: '/next', search: '?x=1', hash: '', state: { from: '7' } });
});

it('each test starts signed out', () => {
  expect(useAuthStore.getState().status).toBe('loading');
  expect(localStorage.length).toBe(0);
});
