import { loadRemote } from '@module-federation/enhanced/runtime';
import { makeUser, signInAs } from '../test/harness';
import { warmArea } from '../remotes';

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

describe('the area at the address starts loading before the shell renders (issue 20)', () => {
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
    warmArea('/about');
    await settle();
    expect(loadRemote).toHaveBeenCalledWith('remote_public/routes');
  });
});
