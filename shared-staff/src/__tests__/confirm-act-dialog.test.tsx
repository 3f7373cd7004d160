import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-auth';
import { UNDO_MESSAGES } from 'shared-domain';
import { TextAreaField } from 'shared-ui';
import { ConfirmActDialog } from '../lib/confirm-act-dialog';
import { renderWithProviders } from '../test/harness';

/** A return with a reason: `run` and `undo` are what the server would answer. */
function ReturnDialog({ run, undo }: { run: (reason: string) => Promise<string>; undo: () => Promise<string> }) {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  if (!open) return <p>Closed</p>;
  return (
    <ConfirmActDialog
      title="Return the form?"
      submitLabel="Return document"
      description={<p>The teacher is e-mailed the reason.</p>}
      effect="The form goes from Verified to Returned: it no longer counts."
      field={{ id: 'reason', name: 'reason' }}
      check={() => (reason.trim() ? null : { field: 'Give a reason' })}
      act={{ run: () => run(reason), done: 'Form returned', undo, undone: (state) => `Undone: the form is ${state} again` }}
      onClose={() => setOpen(false)}
    >
      {(field) => (
        <TextAreaField
          id="reason"
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            field.clear();
          }}
          error={field.error}
        />
      )}
    </ConfirmActDialog>
  );
}

it('asks first, keeps a refusal on the field it names, then offers Undo with the focus on it', async () => {
  const sent: string[] = [];
  let refuse = true;
  const run = async (reason: string) => {
    sent.push(reason);
    if (refuse)
      throw new ApiError(400, { message: 'Invalid input', fieldErrors: { reason: 'reason: Keep the reason under 500 characters' } }, 'x');
    return 'returned';
  };
  const undone: string[] = [];
  const undo = async () => {
    undone.push('undo');
    return 'verified';
  };
  const { user } = renderWithProviders(<ReturnDialog run={run} undo={undo} />);
  const dialog = screen.getByRole('dialog', { name: 'Return the form?' });
  expect(within(dialog).getByRole('note', { name: 'What changes' })).toHaveTextContent('it no longer counts');
  expect(within(dialog).getByText(UNDO_MESSAGES.undoHint)).toBeInTheDocument();

  // Nothing is sent until the check passes.
  await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
  expect(await within(dialog).findAllByText('Give a reason')).toHaveLength(2);
  expect(sent).toEqual([]);

  // The server's 400 names the field: it shows there, and the dialog stays.
  await user.type(within(dialog).getByLabelText(/Reason/), 'Unsigned');
  await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
  expect(await within(dialog).findAllByText('Keep the reason under 500 characters')).toHaveLength(2);
  expect(sent).toEqual(['Unsigned']);
  expect(screen.queryByText('Form returned')).toBeNull();

  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
  expect(await screen.findByText('Closed')).toBeInTheDocument();
  const toast = screen.getByText('Form returned').closest<HTMLElement>('[role="status"]')!;
  const undoButton = within(toast).getByRole('button', { name: 'Undo' });
  await waitFor(() => expect(undoButton).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Undone: the form is verified again')).toBeInTheDocument();
  expect(undone).toEqual(['undo']);
});

it('says why an undo failed', async () => {
  const { user } = renderWithProviders(
    <ReturnDialog
      run={async () => 'returned'}
      undo={() => Promise.reject(new ApiError(409, { message: UNDO_MESSAGES.nothingToUndo }, 'x'))}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Return the form?' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Unsigned');
  await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
  const toast = (await screen.findByText('Form returned')).closest<HTMLElement>('[role="status"]')!;
  await user.click(within(toast).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(UNDO_MESSAGES.nothingToUndo);
});
