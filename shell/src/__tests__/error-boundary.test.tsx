import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { setAppConfig } from 'shared-auth';
import type { ClientErrorReport } from 'shared-domain';
import { PAGE_ERROR_TEXT, UiProvider, defineArea, lazyWithPreload, type AreaModule } from 'shared-ui';
import { AppRoutes, ErrorReportingProvider } from '../app';
import { AreaLoaderContext, type AreaLoader } from '../area-loader';
import { makeUser, renderSettled, setupMsw, signInAs } from '../test/harness';
import { reloadPage } from '../../../shared-ui/src/browser';

// The boundary calls shared-ui's own reloadPage (not the package's export): mock that module by its path.
jest.mock('../../../shared-ui/src/browser', () => ({ ...jest.requireActual('../../../shared-ui/src/browser'), reloadPage: jest.fn() }));

const reports: ClientErrorReport[] = [];
const server = setupMsw();
beforeEach(() => {
  reports.length = 0;
  server.use(
    http.post('/api/client-errors', async ({ request }) => {
      reports.push((await request.json()) as ClientErrorReport);
      return HttpResponse.json({ _id: 'e1' }, { status: 201 });
    }),
  );
  signInAs(makeUser('admin', { email: 'admin@example.org', profile: null }), { expiresAt: Date.now() + 60_000 });
});
afterEach(() => {
  setAppConfig({});
  sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
  jest.spyOn(console, 'error').mockRestore();
});

let broken = true;
function Broken() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'name')");
  return <h1>Teachers</h1>;
}
const chunkError = Object.assign(new Error('Loading chunk 311 failed.\n(error: http://localhost/311.js)'), { name: 'ChunkLoadError' });
const NeverLoads = lazyWithPreload<object>(() => Promise.reject(chunkError));

function Layout({ menu, children }: { menu: { to: string; label: string }[]; children: ReactNode }) {
  return (
    <>
      <nav aria-label="Main">
        {menu.map((m) => (
          <Link key={m.to} to={m.to}>
            {m.label}
          </Link>
        ))}
      </nav>
      <main>{children}</main>
    </>
  );
}

const area: AreaModule = defineArea({
  name: 'admin',
  layout: Layout,
  fallback: '/admin/dashboard',
  pages: [
    { path: 'dashboard', component: () => <h1>Dashboard</h1>, menu: { label: 'Dashboard', icon: null } },
    { path: 'teachers', component: Broken, menu: { label: 'Teachers', icon: null } },
    { path: 'reports', component: NeverLoads, menu: { label: 'Reports', icon: null } },
  ],
});
const loader: AreaLoader = async () => area;

async function renderAt(route: string) {
  // React logs what a boundary caught; the panel is what this test looks at.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Providers = ({ children }: { children: ReactNode }) => (
    <AreaLoaderContext.Provider value={loader}>
      <UiProvider>
        <ErrorReportingProvider>{children}</ErrorReportingProvider>
      </UiProvider>
    </AreaLoaderContext.Provider>
  );
  await renderSettled(<AppRoutes />, { route, wrapper: Providers });
}

it('a page that throws shows the error panel inside the layout, reports it, and Try again renders it again', async () => {
  broken = true;
  await renderAt('/admin/teachers?email=someone@example.org');
  const panel = await screen.findByRole('alert', { name: PAGE_ERROR_TEXT.render.title });
  expect(panel).toHaveTextContent(PAGE_ERROR_TEXT.render.message);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  await waitFor(() => expect(reports).toHaveLength(1));
  expect(reports[0]).toMatchObject({ area: 'admin', kind: 'render', page: '/admin/teachers' });
  expect(reports[0].message).toBe("TypeError: Cannot read properties of undefined (reading 'name')");
  expect(reports[0].stack).toContain('Broken');
  // No personal data: the query string and the signed-in user stay in the browser.
  expect(JSON.stringify(reports[0])).not.toContain('example.org');

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Teachers' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('the menu still works from the error panel: another page replaces it', async () => {
  broken = true;
  await renderAt('/admin/teachers');
  await screen.findByRole('alert', { name: PAGE_ERROR_TEXT.render.title });
  await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a page whose code fails to load offers a reload (not Try again) and reports a chunk error', async () => {
  await renderAt('/admin/reports');
  const panel = await screen.findByRole('alert', { name: PAGE_ERROR_TEXT.chunk.title });
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(panel).toHaveTextContent(PAGE_ERROR_TEXT.chunk.message);
  await waitFor(() => expect(reports).toHaveLength(1));
  expect(reports[0]).toMatchObject({ area: 'admin', kind: 'chunk', page: '/admin/reports' });
});

it('?__throw=render does nothing unless the runtime config turns test hooks on', async () => {
  await renderAt('/admin/dashboard?__throw=render');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(reports).toEqual([]);
});

it('?__throw=render makes a page throw when the runtime config turns test hooks on (browser tests)', async () => {
  setAppConfig({ testHooks: true });
  await renderAt('/admin/dashboard?__throw=render');
  expect(await screen.findByRole('alert', { name: PAGE_ERROR_TEXT.render.title })).toBeInTheDocument();
  await waitFor(() => expect(reports.map((r) => r.page)).toEqual(['/admin/dashboard']));
});
