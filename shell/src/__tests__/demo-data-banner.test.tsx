import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { setAppConfig } from 'shared-auth';
import { App } from '../app';
import { AreaLoaderContext, type AreaLoader } from '../area-loader';
import { makeUser, renderSettled, signInAs } from '../test/harness';

const loader: AreaLoader = async (area) => ({ default: () => <h1>{`${area} area`}</h1> });
const Providers = ({ children }: { children: ReactNode }) => (
  <AreaLoaderContext.Provider value={loader}>{children}</AreaLoaderContext.Provider>
);
const banner = () => screen.queryByRole('region', { name: 'Demo data' });

afterEach(() => sessionStorage.clear());

describe('the "Demo data" banner', () => {
  it('is on a public page while app-config.json says the database holds the demo data', async () => {
    setAppConfig({ demoData: true });
    await renderSettled(<App />, { route: '/about', wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'public area' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Demo data — sign-ins are public; do not enter real information.');
  });

  it('is on a signed-in page too', async () => {
    setAppConfig({ demoData: true });
    signInAs(makeUser('admin'), { expiresAt: Date.now() + 60_000 });
    await renderSettled(<App />, { route: '/admin/teachers', wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'admin area' })).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });

  it('is not there on a portal without the demo data', async () => {
    setAppConfig({ demoData: false });
    await renderSettled(<App />, { route: '/about', wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'public area' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is dismissed for the session by its Dismiss button: the next page of the tab does not show it again', async () => {
    setAppConfig({ demoData: true });
    const first = await renderSettled(<App />, { route: '/about', wrapper: Providers });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Demo data' }));
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    await renderSettled(<App />, { route: '/about', wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'public area' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });
});
