import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from 'shared-auth';
import { assignLocation } from '../browser';
import { icons } from '../icons';
import { MENU_COLLAPSED_KEY } from '../layout/use-menu-collapsed';
import { SchoolLayout } from '../layout/school-layout';
import { StaffLayout } from '../layout/staff-layout';
import { renderWithProviders } from '../test/harness';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useAuth: jest.fn(),
  useAppConfig: () => ({ apiBase: '/api/', contactEmail: 'bugs@example.org', contactPhone: '', remotes: {} }),
}));
jest.mock('../browser', () => ({ assignLocation: jest.fn(), reloadPage: jest.fn() }));

const signOut = jest.fn(() => Promise.resolve());
const menu = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: icons.dashboard },
  { to: '/admin/teachers', label: 'Teachers', icon: icons.teachers },
];

beforeEach(() => {
  localStorage.clear();
  jest.mocked(useAuth).mockReturnValue({
    status: 'signedIn',
    user: { email: 'ana@example.org', role: 'admin', createdAt: '', profile: '' },
    token: 't',
    schoolData: null,
    signOut,
  } as unknown as ReturnType<typeof useAuth>);
});

it('shows the title, the subtitle per role, the dev banner, a skip link and the content', () => {
  const { unmount } = renderWithProviders(
    <StaffLayout role="admin" menu={menu}>
      Page body
    </StaffLayout>,
  );
  expect(screen.getByText('Teacher Management')).toBeInTheDocument();
  expect(screen.getByText('Manage your teaching staff')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'bugs@example.org' })).toHaveAttribute('href', 'mailto:bugs@example.org');
  expect(screen.getByText(/This software is in development and testing/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  expect(screen.getByRole('main')).toHaveTextContent('Page body');
  unmount();
  renderWithProviders(
    <StaffLayout role="supervisor" menu={menu}>
      x
    </StaffLayout>,
  );
  expect(screen.getByText('Manage your staff')).toBeInTheDocument();
});

it('marks the current page in the menu', () => {
  renderWithProviders(
    <StaffLayout role="admin" menu={menu}>
      x
    </StaffLayout>,
    { route: '/admin/teachers' },
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Teachers' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

it('collapses the menu, keeps link names, and remembers the choice', async () => {
  const user = userEvent.setup();
  const { unmount } = renderWithProviders(
    <StaffLayout role="admin" menu={menu}>
      x
    </StaffLayout>,
  );
  const toggle = screen.getByRole('button', { name: 'Collapse menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: 'Teachers' })).toHaveAttribute('title', 'Teachers');
  expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('true');
  unmount();
  renderWithProviders(
    <StaffLayout role="admin" menu={menu}>
      x
    </StaffLayout>,
  );
  expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
});

it('user menu shows the account type and signs out, leaving the reload at /login to the route guard', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <StaffLayout role="admin" menu={menu}>
      x
    </StaffLayout>,
  );
  const trigger = screen.getByRole('button', { name: 'ana@example.org' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(screen.getByText('Account Type')).toBeInTheDocument();
  expect(screen.getByText('ADMIN')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(signOut).toHaveBeenCalledTimes(1);
  // The sign-out has finished (the button is no longer busy) without a navigation from the menu.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).not.toHaveAttribute('aria-busy'));
  expect(assignLocation).not.toHaveBeenCalled();
});

it('user menu closes on Escape and gives focus back to its button', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <StaffLayout role="admin" menu={menu}>
      x
    </StaffLayout>,
  );
  const trigger = screen.getByRole('button', { name: 'ana@example.org' });
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByText('Account Type')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('school layout uses the same header and the menu it is given', () => {
  const schoolMenu = [
    { to: '/school/dashboard', label: 'Dashboard', icon: icons.dashboard },
    { to: '/school/teachers', label: 'Find Teachers', icon: icons.teachers },
    { to: '/school/settings', label: 'Settings', icon: icons.settings },
  ];
  renderWithProviders(<SchoolLayout menu={schoolMenu}>School page</SchoolLayout>);
  expect(screen.getByText('Teacher Management')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find Teachers' })).toHaveAttribute('href', '/school/teachers');
  expect(screen.getByRole('main')).toHaveTextContent('School page');
});
