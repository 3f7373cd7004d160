import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingText, lazyWithPreload, type PreloadableComponent } from 'shared-ui';
import { HomePage } from './features/home/home-page';
import { PublicLayout } from './layout/public-layout';
import { paths, routePath } from './paths';

/** React.lazy for a named export: every page but Home loads on demand so / stays light. */
function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazyWithPreload(async () => ({ default: (await load())[name] as ComponentType }));
}

/** The same for a page that talks to the API: React Query comes with it (the home page does without). */
function apiPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazyWithPreload(async () => {
    const [mod, { QueryProvider }] = await Promise.all([load(), import('shared-auth/query')]);
    const Page = mod[name] as ComponentType;
    return {
      default: function WithQuery() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  });
}

const AboutPage = page(() => import('./features/about/about-page'), 'AboutPage');
const BrowsePage = page(() => import('./features/browse/browse-page'), 'BrowsePage');
const ContactPage = apiPage(() => import('./features/contact/contact-page'), 'ContactPage');
const LoginPage = page(() => import('./features/login/login-page'), 'LoginPage');
const SignupPage = apiPage(() => import('./features/signup/signup-page'), 'SignupPage');
const ForgotPasswordPage = apiPage(() => import('./features/password/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = apiPage(() => import('./features/password/reset-password-page'), 'ResetPasswordPage');
const CareersPage = page(() => import('./features/info/careers-page'), 'CareersPage');
const DistrictsPage = page(() => import('./features/info/districts-page'), 'DistrictsPage');
const TeachersPage = page(() => import('./features/info/teachers-page'), 'TeachersPage');
const HelpPage = page(() => import('./features/info/help-page'), 'HelpPage');
const FaqPage = page(() => import('./features/info/faq-page'), 'FaqPage');
const SupportPage = page(() => import('./features/info/support-page'), 'SupportPage');
const PrivacyPage = page(() => import('./features/info/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('./features/info/terms-page'), 'TermsPage');

const LAYOUT_PAGES: [string, PreloadableComponent<object>][] = [
  [paths.about.path, AboutPage],
  [paths.browse.path, BrowsePage],
  [paths.contact.path, ContactPage],
  [paths.forgotPassword.path, ForgotPasswordPage],
  [paths.resetPassword.path, ResetPasswordPage],
  [paths.careers.path, CareersPage],
  [paths.districts.path, DistrictsPage],
  [paths.teachers.path, TeachersPage],
  [paths.help.path, HelpPage],
  [paths.faq.path, FaqPage],
  [paths.support.path, SupportPage],
  [paths.privacy.path, PrivacyPage],
  [paths.terms.path, TermsPage],
];

/**
 * Called by the shell before it shows the area: the entry page's code is there when the area renders, so
 * a prerendered page is swapped for the live one without a 'Loading...' in between.
 */
export function preload(pathname: string): Promise<unknown> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = [...LAYOUT_PAGES, [paths.login.path, LoginPage] as const, [paths.signup.path, SignupPage] as const].find(([p]) => p === path);
  return entry ? entry[1].preload() : Promise.resolve();
}

/** The public area's routes (mounted by the shell at /*): the layout wraps all but /login and /signup. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        {LAYOUT_PAGES.map(([path, Page]) => (
          <Route key={path} path={routePath(path)} element={<Page />} />
        ))}
      </Route>
      <Route
        path={routePath(paths.login.path)}
        element={
          <Suspense fallback={<LoadingText />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path={routePath(paths.signup.path)}
        element={
          <Suspense fallback={<LoadingText />}>
            <SignupPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
    </Routes>
  );
}
