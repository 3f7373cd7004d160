import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, reportClientError, roleLanding, useAppConfig, useAuth } from 'shared-auth';
import { ErrorBoundary, ErrorReportingContext, LoadingText, Splash, UiProvider } from 'shared-ui';
import { AREAS, type AreaName, type SignedInArea } from 'shared-domain';
import { RouteGuard } from './route-guard';
import { RemoteArea } from './remote-area';
import { DemoDataBanner } from './demo-data-banner';
import { REDIRECT_WHEN_SIGNED_IN } from './remotes';
import { revealApp } from './prerendered';

/** The areas behind sign-in, each guarded for its roles; the public area takes every other path. */
const SIGNED_IN_AREAS = AREAS.filter((a): a is SignedInArea => a.roles.length > 0);

/** The entry splash shown while a signed-in visitor is sent on to their area. */
function RedirectSplash() {
  useEffect(revealApp, []);
  return <Splash />;
}

function PublicArea() {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  if (REDIRECT_WHEN_SIGNED_IN.has(pathname)) {
    if (status === 'loading') return <LoadingText />;
    if (status === 'signedIn' && user) {
      const landing = roleLanding(user.role);
      // A role without an area lands on / (product spec §2), so it stays on the public site. On the way to
      // an area the entry splash is already up (the area keeps it), so no page flashes in between.
      if (landing !== '/login' && landing !== pathname)
        return (
          <>
            <Navigate to={landing} replace />
            <RedirectSplash />
          </>
        );
    }
  }
  return (
    <AreaBoundary area="public">
      <RemoteArea area="public" />
    </AreaBoundary>
  );
}

/** Around a whole area: what its layout throws shows the error panel instead of a blank page (and is reported). */
function AreaBoundary({ area, children }: { area: AreaName; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary area={area} pathname={pathname}>
      {children}
    </ErrorBoundary>
  );
}

/** Every boundary, in the shell and in the areas (shared-ui is one shared module), reports through shared-auth. */
export function ErrorReportingProvider({ children }: { children: ReactNode }) {
  const { testHooks = false } = useAppConfig();
  const value = useMemo(() => ({ report: reportClientError, testThrow: testHooks }), [testHooks]);
  return <ErrorReportingContext.Provider value={value}>{children}</ErrorReportingContext.Provider>;
}

/** The route table: each area is a separately built remote, guarded for its role. */
export function AppRoutes() {
  return (
    <Routes>
      {SIGNED_IN_AREAS.map((area) => (
        <Route
          key={area.name}
          path={`${area.mount}/*`}
          element={
            <RouteGuard roles={[...area.roles]}>
              <AreaBoundary area={area.name}>
                <RemoteArea area={area.name} splash />
              </AreaBoundary>
            </RouteGuard>
          }
        />
      ))}
      <Route path="/*" element={<PublicArea />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export function App() {
  return (
    <AuthProvider>
      <UiProvider>
        <DemoDataBanner />
        <ErrorReportingProvider>
          <AppRoutes />
        </ErrorReportingProvider>
      </UiProvider>
    </AuthProvider>
  );
}
