import { act, screen } from '@testing-library/react';
import { useAuth } from 'shared-auth';
import { StaffLayout } from '../layout/staff-layout';
import { Button } from '../button';
import { renderWithProviders } from '../test/harness';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useAuth: jest.fn(),
  useAppConfig: () => ({ apiBase: '/api/', contactEmail: 'bugs@example.org', contactPhone: '', remotes: {} }),
}));

beforeEach(() => {
  jest.mocked(useAuth).mockReturnValue({ status: 'signedIn', user: null, signOut: jest.fn() } as unknown as ReturnType<typeof useAuth>);
  globalThis.__TEST_NO_DELAYS__ = false;
  jest.useFakeTimers();
});
afterEach(() => {
  globalThis.__TEST_NO_DELAYS__ = true;
  jest.useRealTimers();
});

it('shows the splash for 1.2 s on first entry to an area only', () => {
  const { unmount } = renderWithProviders(
    <StaffLayout role="supervisor" menu={[]} splash>
      Body
    </StaffLayout>,
  );
  expect(screen.getByText('Teacher Certification & Placement')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1199));
  expect(screen.getByText('Teacher Certification & Placement')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Teacher Certification & Placement')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Body');
  unmount();
  renderWithProviders(
    <StaffLayout role="supervisor" menu={[]} splash>
      Body
    </StaffLayout>,
  );
  expect(screen.queryByText('Teacher Certification & Placement')).not.toBeInTheDocument();
});

it('a busy Button is disabled and aria-busy', () => {
  renderWithProviders(<Button busy>Creating...</Button>);
  const button = screen.getByRole('button', { name: 'Creating...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
});
