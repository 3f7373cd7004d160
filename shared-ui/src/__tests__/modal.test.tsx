import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../modal';
import { renderWithProviders } from '../test/harness';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit</button>
      <Modal
        title="Edit School Information"
        open={open}
        onClose={() => setOpen(false)}
        footer={<button onClick={() => setOpen(false)}>Cancel</button>}
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

it('is a labelled modal dialog that takes and gives back focus', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Edit' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Edit School Information' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('keeps Tab inside the dialog', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  await user.tab();
  expect(cancel).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(cancel).toHaveFocus();
});

it('closes from its close button', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Close dialog' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
