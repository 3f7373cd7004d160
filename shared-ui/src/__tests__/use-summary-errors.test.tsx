import { useState, type FormEvent } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from 'shared-auth';
import { ProblemSummary } from '../form/form-error-summary';
import { TextField } from '../form/text-field';
import { FormErrorBox } from '../form/form-error-box';
import { useSummaryFields } from '../form/use-summary-errors';
import { renderWithProviders } from '../test/harness';

const schema = z.object({
  name: z.string().min(1, 'Enter your name'),
  tags: z.array(z.string().max(5, 'A tag must be at most 5 characters')),
  email: z.string().regex(/@/, 'Invalid email address'),
});
type Field = 'name' | 'tags' | 'email';

/** A form kept in React state, as the teacher area's are: the schema checked first, then the server's answer. */
function Demo({ refusal }: { refusal?: unknown }) {
  const { values, problems, bind } = useSummaryFields<Record<Field, string>>({ name: '', tags: '', email: '' });
  const [sent, setSent] = useState(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    const input = { ...values, tags: values.tags.split(',').filter(Boolean) };
    if (!problems.check(schema, input)) return;
    setSent((n) => n + 1);
    if (refusal) problems.refused(refusal, 'Could not save');
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Demo">
      <ProblemSummary {...problems.summary} />
      {problems.formError && <FormErrorBox message={problems.formError} />}
      <TextField label="Your name" required {...bind('name')} />
      <TextField label="Tags" {...bind('tags')} />
      <TextField label="Email address" {...bind('email')} />
      <button type="submit">Save</button>
      <output aria-label="sent">{sent}</output>
    </form>
  );
}

const links = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((a) => a.textContent);

it("shows the schema's problems after a failed submit: one summary taking focus, a link per field in words, each at its field", async () => {
  const user = userEvent.setup();
  renderWithProviders(<Demo />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Tags'), 'ok,toolong');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  // The array item's problem ('tags.1') at its field 'tags'; never a code path.
  expect(links(summary)).toEqual(['Enter your name', 'A tag must be at most 5 characters', 'Invalid email address']);
  expect(summary).not.toHaveTextContent(/tags\.1|email:/);
  expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription('A tag must be at most 5 characters');
  expect(screen.getAllByText('Enter your name')).toHaveLength(2);
  expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('0');
  await user.click(within(summary).getByRole('link', { name: /Invalid email/ }));
  expect(screen.getByLabelText('Email address')).toHaveFocus();

  // Correcting a field takes its problem away and leaves focus with the user.
  await user.type(screen.getByLabelText(/Your name/), 'Rosa');
  expect(screen.getByLabelText(/Your name/)).toHaveFocus();
  expect(links(summary)).toEqual(['A tag must be at most 5 characters', 'Invalid email address']);
  expect(screen.getByLabelText(/Your name/)).not.toHaveAttribute('aria-invalid');
});

it("puts a refusal's field errors at their fields (code name dropped), and a refusal naming no field in the box, once", async () => {
  const user = userEvent.setup();
  const refusal = new ApiError(400, { message: 'email: email: Taken', fieldErrors: { email: 'email: Taken' } }, 'PUT /api/x');
  const { unmount } = renderWithProviders(<Demo refusal={refusal} />);
  await user.type(screen.getByLabelText(/Your name/), 'Rosa');
  await user.type(screen.getByLabelText('Email address'), 'r@example.org');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(links(summary)).toEqual(['Email address: taken']);
  expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Taken');
  expect(document.body).not.toHaveTextContent('email:');
  unmount();

  renderWithProviders(<Demo refusal={new ApiError(409, { message: 'Changed by someone else' }, 'PUT /api/x')} />);
  await user.type(screen.getByLabelText(/Your name/), 'Rosa');
  await user.type(screen.getByLabelText('Email address'), 'r@example.org');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Changed by someone else');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('a second failure with the same problems takes focus again', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Demo />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const summary = await screen.findByRole('alert');
  await user.click(within(summary).getAllByRole('link')[0]);
  expect(summary).not.toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveFocus();
});
