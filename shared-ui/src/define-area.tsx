import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { areaByName, type AreaName } from 'shared-domain';
import { LoadingText } from './loading-text';
import { ErrorBoundary, TestThrow } from './error-boundary';
import type { MenuItem } from './layout/menu-item';

/** What every remote exposes as './routes': the component that renders the area's nested routes. */
export interface AreaModule {
  default: ComponentType;
  /** Optional: warms up the page at `pathname` (its code, its data) while the shell shows the splash. */
  preload?: (pathname: string) => Promise<unknown>;
}

export interface AreaPage {
  /** The route inside the area ('' for the area's index page), e.g. 'teachers/:id'. */
  path: string;
  /** The page; a lazyWithPreload() page also loads its code when the area is entered on it. */
  component: ComponentType & { preload?: () => Promise<unknown> };
  /** Fetches the page's data while the splash shows, when the area is entered on this page. */
  prefetch?: () => Promise<unknown>;
  /** Shown in the area's side menu. */
  menu?: { label: string; icon: ReactNode };
  /** false: the page is shown without the area's layout (e.g. the public sign-in page). */
  inLayout?: boolean;
}

export interface AreaDefinition {
  name: AreaName;
  pages: AreaPage[];
  /** Frames the pages that are in the layout; it gets the menu built from the pages. */
  layout: ComponentType<{ menu: MenuItem[]; children: ReactNode }>;
  /** Wraps the whole area, e.g. the React Query provider. */
  provider?: ComponentType<{ children: ReactNode }>;
  /** Where an unknown path inside the area goes (an absolute href). */
  fallback: string;
  /** Extra warm-up for every entry (e.g. the signed-in school's record). */
  preload?: (pathname: string) => Promise<unknown>;
}

const Passthrough = ({ children }: { children: ReactNode }) => <>{children}</>;

/**
 * Every page sits in its own error boundary, inside the area's layout: a page that throws (or whose code fails to
 * load) shows the error panel where the page was, and the menu and sign-out keep working. Moving to another page
 * clears it.
 */
function PageFrame({ area, children }: { area: AreaName; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary area={area} pathname={pathname}>
      <Suspense fallback={<LoadingText />}>
        <TestThrow search={search} />
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * One shape for every area: its pages (route, component, menu entry) in one table, from which the routes,
 * the side menu and the shell's preload are derived. Returns the module the shell loads ('./routes').
 */
export function defineArea({ name, pages, layout: Layout, provider: Provider = Passthrough, fallback, preload }: AreaDefinition) {
  const { mount } = areaByName(name);
  const href = (path: string) => (mount === '/' ? `/${path}` : path ? `${mount}/${path}` : mount);
  const menu: MenuItem[] = pages.flatMap((p) => (p.menu ? [{ to: href(p.path), ...p.menu }] : []));
  const framed = pages.filter((p) => p.inLayout !== false);
  const bare = pages.filter((p) => p.inLayout === false);

  function AreaRoutes() {
    return (
      <Provider>
        <Routes>
          <Route
            element={
              <Layout menu={menu}>
                <PageFrame area={name}>
                  <Outlet />
                </PageFrame>
              </Layout>
            }
          >
            {framed.map(({ path, component: Page }) =>
              path === '' ? <Route key="" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
            )}
          </Route>
          {bare.map(({ path, component: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <PageFrame area={name}>
                  <Page />
                </PageFrame>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={fallback} replace />} />
        </Routes>
      </Provider>
    );
  }

  /** Called by the shell during its splash: the entry page's code (and data) is ready when the splash ends. */
  function preloadArea(pathname: string): Promise<unknown> {
    const entry = pages.find((p) => matchPath({ path: href(p.path), end: true }, pathname));
    return Promise.all([entry?.component.preload?.(), entry?.prefetch?.(), preload?.(pathname)]);
  }

  return { default: AreaRoutes, preload: preloadArea, menu } satisfies AreaModule & { menu: MenuItem[] };
}
