import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../browser';
import { ErrorPanel } from '../error-panel';
import { LoadingText } from '../loading-text';
import { Splash } from '../splash';
import { useToast } from '../toast';
import { Badge } from '../badge';
import { renderWithProviders } from '../test/harness';

jest.mock('../browser', () => ({ assignLocation: jest.fn(), reloadPage: jest.fn() }));

describe('ErrorPanel', () => {
  it('shows the default title, message, technical details and a way home', () => {
    renderWithProviders(<ErrorPanel message="Failed to fetch teachers. Please try again later." details="GET teachers/all failed: 500" />);
    expect(screen.getByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch teachers. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText('GET teachers/all failed: 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('Retry reloads the page by default, or calls onRetry', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ErrorPanel message="m" />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    unmount();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorPanel title="Oops" message="m" onRetry={onRetry} homeHref="/admin/dashboard" />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
  });
});

it('LoadingText and Splash announce Loading...', () => {
  renderWithProviders(<LoadingText />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
});

it('Splash shows the brand and a status', () => {
  renderWithProviders(<Splash />);
  expect(screen.getByText('Teacher Certification & Placement')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

it('Badge always shows its text', () => {
  renderWithProviders(<Badge tone="yellow">intern</Badge>);
  expect(screen.getByText('intern')).toBeVisible();
});

describe('toasts', () => {
  function Trigger() {
    const toast = useToast();
    return (
      <>
        <button onClick={() => toast.show('Saved')}>ok</button>
        <button onClick={() => toast.show('Failed to update school status', 'error')}>fail</button>
      </>
    );
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a status toast that disappears after 3 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('errors use role alert and can be dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update school status');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
