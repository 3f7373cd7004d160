import type { ComponentType } from 'react';
import { defineArea, lazyWithPreload, type AreaPage } from 'shared-ui';
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
const SignInLinkPage = apiPage(() => import('./features/login/sign-in-link-page'), 'SignInLinkPage');
const SignupPage = apiPage(() => import('./features/signup/signup-page'), 'SignupPage');
const ForgotPasswordPage = apiPage(() => import('./features/password/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = apiPage(() => import('./features/password/reset-password-page'), 'ResetPasswordPage');
const ConfirmHoursPage = apiPage(() => import('./features/field-hours/confirm-hours-page'), 'ConfirmHoursPage');
const ApplyPage = apiPage(() => import('./features/apply/apply-page'), 'ApplyPage');
const DisclosuresPage = page(() => import('./features/apply/disclosures-page'), 'DisclosuresPage');
const AcknowledgePage = apiPage(() => import('./features/links/acknowledge-page'), 'AcknowledgePage');
const SignPage = apiPage(() => import('./features/links/sign-page'), 'SignPage');
const CareersPage = page(() => import('./features/info/info-pages'), 'CareersPage');
const DistrictsPage = page(() => import('./features/info/info-pages'), 'DistrictsPage');
const TeachersPage = page(() => import('./features/info/info-pages'), 'TeachersPage');
const HelpPage = page(() => import('./features/info/info-pages'), 'HelpPage');
const FaqPage = page(() => import('./features/info/faq-page'), 'FaqPage');
const SupportPage = page(() => import('./features/info/info-pages'), 'SupportPage');
const PrivacyPage = page(() => import('./features/info/info-pages'), 'PrivacyPage');
const TermsPage = page(() => import('./features/info/info-pages'), 'TermsPage');

const at = (path: string, component: AreaPage['component']): AreaPage => ({ path: routePath(path), component });

const area = defineArea({
  name: 'public',
  layout: PublicLayout,
  fallback: paths.home.getHref(),
  pages: [
    { path: '', component: HomePage },
    at(paths.about.path, AboutPage),
    at(paths.browse.path, BrowsePage),
    at(paths.contact.path, ContactPage),
    at(paths.forgotPassword.path, ForgotPasswordPage),
    at(paths.resetPassword.path, ResetPasswordPage),
    at(paths.confirmHours.path, ConfirmHoursPage),
    at(paths.apply.path, ApplyPage),
    at(paths.disclosures.path, DisclosuresPage),
    at(paths.acknowledge.path, AcknowledgePage),
    at(paths.sign.path, SignPage),
    at(paths.careers.path, CareersPage),
    at(paths.districts.path, DistrictsPage),
    at(paths.teachers.path, TeachersPage),
    at(paths.help.path, HelpPage),
    at(paths.faq.path, FaqPage),
    at(paths.support.path, SupportPage),
    at(paths.privacy.path, PrivacyPage),
    at(paths.terms.path, TermsPage),
    // Sign-in and sign-up stand on their own, without the site's header and footer.
    { ...at(paths.login.path, LoginPage), inLayout: false },
    { ...at(paths.signInLink.path, SignInLinkPage), inLayout: false },
    { ...at(paths.signup.path, SignupPage), inLayout: false },
  ],
});

/**
 * Called by the shell before it shows the area: the entry page's code is there when the area renders, so
 * a prerendered page is swapped for the live one without a 'Loading...' in between.
 */
export const preload = area.preload;
/** The public area's routes (mounted by the shell at /*): the layout wraps all but /login and /signup. */
export default area.default;
