import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppConfig, DEFAULT_APP_CONFIG } from 'shared-auth';
import PublicRoutes from '../routes';
import { currentLocation, renderSettled, setupMsw } from '../test/harness';

setupMsw();
afterEach(() => setAppConfig(DEFAULT_APP_CONFIG));

const PAGES: [string, string][] = [
  ['/', 'Certified Texas Teachers for Your Classrooms'],
  ['/about', 'About Us'],
  ['/browse', 'Find Certified Teachers'],
  ['/contact', 'Contact Us'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password#token=abcdefghijkl', 'Set a new password'],
  ['/careers', 'Careers'],
  ['/districts', 'For School Districts'],
  ['/teachers', 'For Teachers'],
  ['/help', 'Help Center'],
  ['/faq', 'Frequently Asked Questions'],
  ['/support', 'Support'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
];

describe('public routes', () => {
  it.each(PAGES)('%s shows its page inside the layout', async (route, heading) => {
    await renderSettled(<PublicRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign In'],
    ['/signup', 'Register Your School'],
  ])('%s has no nav or footer but a way home', async (route, heading) => {
    await renderSettled(<PublicRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teacher Certification & Placement' })).toHaveAttribute('href', '/');
  });

  it('sends an unknown path to /', async () => {
    await renderSettled(<PublicRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certified Texas Teachers for Your Classrooms' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
  });
});

describe('public layout', () => {
  it('has the spec nav links and marks the active one', async () => {
    await renderSettled(<PublicRoutes />, { route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Find Teachers', '/browse'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Sign In', '/login'],
      ['Get Started', '/signup'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('collapses the menu behind a button that toggles and closes with Escape', async () => {
    const user = userEvent.setup();
    await renderSettled(<PublicRoutes />, { route: '/' });
    // The button only shows below the md breakpoint (jsdom matches no media query, so it counts as hidden here).
    const toggle = screen.getByText('Menu', { selector: 'button' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);
    await user.click(toggle);
    expect(screen.getByText('Close menu', { selector: 'button' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByText('Menu', { selector: 'button' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has every footer link, the configured contacts and the city', async () => {
    setAppConfig({ contactEmail: 'team@portal.example', contactPhone: '(512) 555-0111' });
    await renderSettled(<PublicRoutes />, { route: '/' });
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    for (const href of [
      '/about',
      '/contact',
      '/careers',
      '/browse',
      '/districts',
      '/teachers',
      '/help',
      '/faq',
      '/support',
      '/privacy',
      '/terms',
      '/signup',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(within(footer).getByRole('link', { name: 'team@portal.example' })).toHaveAttribute('href', 'mailto:team@portal.example');
    expect(within(footer).getByRole('link', { name: '(512) 555-0111' })).toHaveAttribute('href', 'tel:5125550111');
    expect(within(footer).getByText('Austin, Texas')).toBeInTheDocument();
    expect(within(footer).queryByText(/^Build /)).not.toBeInTheDocument();
  });

  it('shows the build label when the build sets one', async () => {
    const g = globalThis as { __BUILD_LABEL__?: string };
    g.__BUILD_LABEL__ = '2026.05.01-abc';
    try {
      await renderSettled(<PublicRoutes />, { route: '/' });
      expect(within(screen.getByRole('contentinfo')).getByText('Build 2026.05.01-abc')).toBeInTheDocument();
    } finally {
      g.__BUILD_LABEL__ = '';
    }
  });

  it('home shows the spec sections, process steps, figures and calls to action', async () => {
    await renderSettled(<PublicRoutes />, { route: '/' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Register Your District' })).toHaveAttribute('href', '/signup');
    expect(within(main).getByRole('link', { name: 'Browse Certified Teachers' })).toHaveAttribute('href', '/browse');
    for (const step of ['Teacher Certification', 'District Matching', 'Successful Placement', 'Continued Growth']) {
      expect(within(main).getByRole('heading', { name: step })).toBeInTheDocument();
    }
    for (const figure of ['2,500+', '150+', '95%', '3 years', '45 days']) expect(within(main).getByText(figure)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
  });

  it('about shows the values, journey and audience buttons', async () => {
    await renderSettled(<PublicRoutes />, { route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const main = screen.getByRole('main');
    for (const h of ['Our Mission', 'Quality First', 'Streamlined Process', 'Texas-Focused', 'Comprehensive Support', 'Profile Creation']) {
      expect(within(main).getByRole('heading', { name: h })).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: 'For School Districts' })).toHaveAttribute('href', '/districts');
    expect(within(main).getByRole('link', { name: 'For Teachers' })).toHaveAttribute('href', '/teachers');
  });

  it('support shows the mailbox and the support hours', async () => {
    await renderSettled(<PublicRoutes />, { route: '/support' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Support' });
    expect(within(main).getByText('Hours: Monday-Friday 8AM to 6PM CST')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'support@example.org' })).toBeInTheDocument();
  });
});
