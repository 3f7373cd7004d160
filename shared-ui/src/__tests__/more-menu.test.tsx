import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoreMenu } from '../more-menu';
import { renderWithProviders } from '../test/harness';

function renderMenu(onSend = jest.fn()) {
  renderWithProviders(
    <>
      <MoreMenu
        label="More actions for INV-1002"
        items={[
          { label: 'View invoice', to: '/invoices/1002' },
          { label: 'Resend invoice', onSelect: onSend },
        ]}
      />
      <p>Elsewhere</p>
    </>,
  );
  return screen.getByRole('button', { name: 'More actions for INV-1002' });
}

it('opens its actions from the keyboard; Escape closes it and focus goes back to its button', async () => {
  const user = userEvent.setup();
  const trigger = renderMenu();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Resend invoice' })).not.toBeInTheDocument();

  await user.tab();
  expect(trigger).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/invoices/1002');
  await user.tab();
  expect(screen.getByRole('link', { name: 'View invoice' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Resend invoice' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('button', { name: 'Resend invoice' })).not.toBeInTheDocument();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
});

it('a click outside closes it; choosing an action does it once, closes the menu and leaves focus on its button', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn();
  const trigger = renderMenu(onSend);
  await user.click(trigger);
  await user.click(screen.getByText('Elsewhere'));
  expect(screen.queryByRole('button', { name: 'Resend invoice' })).not.toBeInTheDocument();
  expect(onSend).not.toHaveBeenCalled();

  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'Resend invoice' }));
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
});
