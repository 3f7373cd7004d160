import { act, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, STORAGE_KEYS } from 'shared-auth';
import { UiProvider, assignLocation } from 'shared-ui';
import { AppRoutes } from '../app';
import { AreaLoaderContext, type AreaLoader } from '../area-loader';
import type { AreaName } from '../remotes';
import { MESSAGES, type Role } from 'shared-domain';
import { currentLocation, makeUser, renderSettled, signInAs } from '../test/harness';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), assignLocation: jest.fn() }));

const fakeArea = (area: AreaName) => ({ default: () => <h1>{`${area} area`}</h1> });
const okLoader: AreaLoader = async (area) => fakeArea(area);

const signedInAs = (role: string) =>
  signInAs(makeUser(role as Role, { email: `${role}@example.org`, profile: null }), { expiresAt: Date.now() + 60_000 });

async function renderAt(path: string, loader: AreaLoader = okLoader) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <AreaLoaderContext.Provider value={loader}>
      <UiProvider>{children}</UiProvider>
    </AreaLoaderContext.Provider>
  );
  await renderSettled(<AppRoutes />, { route: path, wrapper: Providers });
}
const path = () => currentLocation().pathname;
const from = () => (currentLocation().state as { from?: string } | null)?.from ?? '';

afterEach(() => {
  jest.mocked(assignLocation).mockClear();
  sessionStorage.clear();
});

describe('route table and guard (product spec §2)', () => {
  it.each(['/admin/dashboard', '/school/teachers', '/supervisor/settings'])('sends a visitor from %s to /login', async (p) => {
    await renderAt(p);
    expect(path()).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'public area' })).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin/teachers', 'admin area'],
    ['school', '/school/dashboard', 'school area'],
    ['supervisor', '/supervisor/dashboard', 'supervisor area'],
  ])('lets a %s into its own area', async (role, p, heading) => {
    signedInAs(role);
    await renderAt(p);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(path()).toBe(p);
  });

  it.each([
    ['school', '/admin/dashboard'],
    ['supervisor', '/admin/teachers'],
    ['admin', '/school/dashboard'],
    ['admin', '/supervisor/dashboard'],
  ])('sends a %s away from %s to its landing through /', async (role, p) => {
    signedInAs(role);
    await renderAt(p);
    // / redirects a signed-in user to the role landing.
    expect(path()).toBe(`/${role}/dashboard`);
  });

  it.each(['/', '/login', '/signup'])('sends a signed-in admin from %s to /admin/dashboard', async (p) => {
    signedInAs('admin');
    await renderAt(p);
    expect(path()).toBe('/admin/dashboard');
  });

  it('keeps a signed-in user on other public pages', async () => {
    signedInAs('admin');
    await renderAt('/about');
    expect(path()).toBe('/about');
  });

  it('a visitor sent to /login from a deep link is noted, so signing in returns there', async () => {
    await renderAt('/admin/teachers');
    expect(path()).toBe('/login');
    expect(from()).toBe('/admin/teachers');
    expect(await screen.findByRole('heading', { name: 'public area' })).toBeInTheDocument();
  });

  it('signing out reloads the page at /login once, with no client-side redirect noting the page', async () => {
    signedInAs('admin');
    await renderAt('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'admin area' })).toBeInTheDocument();
    await act(() => useAuthStore.getState().signOut());
    // A client-side redirect would race the reload and send the next sign-in back to /admin/settings.
    expect(path()).toBe('/admin/settings');
    expect(from()).toBe('');
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(assignLocation).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('heading', { name: 'admin area' })).not.toBeInTheDocument();
  });

  it('a session that expires during a visit goes to /login noting the page, without a reload', async () => {
    signedInAs('admin');
    await renderAt('/admin/teachers');
    expect(await screen.findByRole('heading', { name: 'admin area' })).toBeInTheDocument();
    localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() - 1));
    act(() => useAuthStore.getState().restore());
    expect(path()).toBe('/login');
    expect(from()).toBe('/admin/teachers');
    // The sign-in page is told why, to say so.
    expect((currentLocation().state as { notice?: string }).notice).toBe(MESSAGES.sessionExpired);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'public area' })).toBeInTheDocument();
  });

  it('an admin the settings require to set up two-factor is sent to the settings page first', async () => {
    signInAs(makeUser('admin', { email: 'admin@example.org', profile: null, twoFactor: false, twoFactorSetupRequired: true }), {
      expiresAt: Date.now() + 60_000,
    });
    await renderAt('/admin/teachers');
    expect(path()).toBe('/admin/settings');
  });

  it('sends an expired session to /login', async () => {
    signedInAs('admin');
    localStorage.setItem(STORAGE_KEYS.expiry, String(Date.now() - 1));
    await renderAt('/admin/dashboard');
    expect(path()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('remote loading', () => {
  it('shows a clear panel with Retry when a remote fails, and Retry loads it', async () => {
    signedInAs('admin');
    let fail = true;
    const loader: AreaLoader = async (area, retry) => {
      if (fail) throw new Error('Loading script failed (404)');
      expect(retry).toBe(true);
      return fakeArea(area);
    };
    await renderAt('/admin/dashboard', loader);
    expect(await screen.findByText('This part of the portal could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/remote_admin: Loading script failed/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'admin area' })).toBeInTheDocument();
  });

  it('names the shared module and both versions when a remote was built against another major of it', async () => {
    signedInAs('school');
    const loader: AreaLoader = async () => {
      throw new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-ui does not satisfy the requirement of remote_school which needs ^2.0.0)',
      );
    };
    await renderAt('/school/dashboard', loader);
    expect(await screen.findByText('This part of the portal could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The school area was built for shared-ui ^2.0.0, but the portal runs shared-ui 1.0.0. Its team needs to deploy a build made for this version.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("calls the area's preload with the entry path before showing it", async () => {
    signedInAs('admin');
    const order: string[] = [];
    const loader: AreaLoader = async (area) => ({
      default: () => {
        order.push('render');
        return <h1>{`${area} area`}</h1>;
      },
      preload: async (p: string) => {
        order.push(`preload ${p}`);
      },
    });
    await renderAt('/admin/teachers/42', loader);
    expect(await screen.findByRole('heading', { name: 'admin area' })).toBeInTheDocument();
    expect(order[0]).toBe('preload /admin/teachers/42');
    expect(order).toContain('render');
  });

  it('shows the splash while the area loads and lifts it in the render that draws the page, mounting it once', async () => {
    signedInAs('admin');
    let mounts = 0;
    function Area() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>admin area</h1>;
    }
    let ready!: () => void;
    const loading = new Promise<void>((r) => (ready = r));
    await renderAt('/admin/dashboard', async () => {
      await loading;
      return { default: Area };
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
    await act(async () => ready());
    // No time added once the page is there: the splash never covers a page that is ready.
    expect(screen.getByRole('heading', { name: 'admin area' }).closest('[inert]')).toBeNull();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('shows no splash on a reload into an area already entered in this tab session', async () => {
    (globalThis as { __TEST_NO_DELAYS__?: boolean }).__TEST_NO_DELAYS__ = false;
    jest.useFakeTimers();
    try {
      signedInAs('admin');
      sessionStorage.setItem('portal.enteredAreas', 'admin');
      await renderAt('/admin/dashboard');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByText('admin area').closest('[inert]')).toBeNull();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      (globalThis as { __TEST_NO_DELAYS__?: boolean }).__TEST_NO_DELAYS__ = true;
    }
  });

  it('after Sign in, shows the page as soon as it is ready, with no splash time added', async () => {
    (globalThis as { __TEST_NO_DELAYS__?: boolean }).__TEST_NO_DELAYS__ = false;
    jest.useFakeTimers();
    try {
      signedInAs('admin');
      useAuthStore.setState({ entrySplashAt: Date.now() });
      await renderAt('/admin/dashboard');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByRole('heading', { name: 'admin area' }).closest('[inert]')).toBeNull();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
      // The note is used up, and the area is entered in this tab's session.
      expect(useAuthStore.getState().entrySplashAt).toBeNull();
      expect(sessionStorage.getItem('portal.enteredAreas')).toBe('admin');
    } finally {
      jest.useRealTimers();
      (globalThis as { __TEST_NO_DELAYS__?: boolean }).__TEST_NO_DELAYS__ = true;
    }
  });
});
