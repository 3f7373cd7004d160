import { loadRemote } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from 'shared-auth';
import { makeUser, resetAuthStore, setupMsw, signInAs } from '../test/harness';
import { forgetAreaLoads, warmArea, warmAreaOnSignIn } from '../remotes';

// Each test starts from a page that has loaded no area (the shell shares one load per area).
beforeEach(() => forgetAreaLoads());

// The federation runtime: records which remote module is asked for; each has a preload the test can see.
const preload = jest.fn(async () => undefined);
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: () => null, preload })),
}));

afterEach(() => {
  jest.mocked(loadRemote).mockClear();
  preload.mockClear();
  localStorage.clear();
  sessionStorage.clear();
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the area at the address starts loading before the shell renders', () => {
  it("a signed-in admin reloading /admin/teachers: the admin remote's routes and that page's preload", async () => {
    signInAs(makeUser('admin'));
    warmArea('/admin/teachers');
    await settle();
    expect(loadRemote).toHaveBeenCalledWith('remote_admin/routes');
    expect(preload).toHaveBeenCalledWith('/admin/teachers');
  });

  it('nothing for an area the stored session cannot enter, or without a session', async () => {
    signInAs(makeUser('school'));
    warmArea('/admin/teachers');
    localStorage.clear();
    sessionStorage.clear();
    warmArea('/supervisor/dashboard');
    await settle();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('the public site for a visitor; for a signed-in user only where they are not sent on to their area', async () => {
    warmArea('/login');
    await settle();
    expect(loadRemote).toHaveBeenCalledWith('remote_public/routes');
    jest.mocked(loadRemote).mockClear();
    signInAs(makeUser('supervisor'));
    warmArea('/');
    await settle();
    expect(loadRemote).not.toHaveBeenCalled();
    // (A page that had not loaded the public site yet: the shell shares one load per area.)
    forgetAreaLoads();
    warmArea('/about');
    await settle();
    expect(loadRemote).toHaveBeenCalledWith('remote_public/routes');
  });
});

describe('a sign-in starts loading the area as soon as the answer arrives', () => {
  const server = setupMsw();
  const admin = makeUser('admin');
  let stop: () => void = () => undefined;
  beforeEach(() => {
    resetAuthStore();
    window.history.replaceState(null, '', '/login');
    stop = warmAreaOnSignIn();
  });
  afterEach(() => stop());

  it("the admin remote's routes and the dashboard's preload, before the sign-in page has navigated", async () => {
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ success: true, token: 'tok', user: admin, message: 'ok' })));
    await useAuthStore.getState().signIn(admin.email, 'pw', true);
    await settle();
    expect(window.location.pathname).toBe('/login');
    expect(loadRemote).toHaveBeenCalledWith('remote_admin/routes');
    expect(preload).toHaveBeenCalledWith('/admin/dashboard');
  });

  it('the page the sign-in page was sent from, when it lies in the area', async () => {
    window.history.replaceState({ usr: { from: '/admin/teachers' }, key: 'k', idx: 0 }, '', '/login');
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ success: true, token: 'tok', user: admin, message: 'ok' })));
    await useAuthStore.getState().signIn(admin.email, 'pw', true);
    await settle();
    expect(preload).toHaveBeenCalledWith('/admin/teachers');
    expect(preload).not.toHaveBeenCalledWith('/admin/dashboard');
  });

  it('nothing for a refused sign-in, or for a session restored on a reload', async () => {
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    await useAuthStore.getState().signIn(admin.email, 'bad', true);
    signInAs(admin);
    await settle();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
