import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { FormErrorSummary, flattenErrors } from '../form/form-error-summary';
import { TextField } from '../form/text-field';
import { SelectField } from '../form/select-field';
import { renderWithProviders } from '../test/harness';

const schema = z.object({
  name: z.object({ first: z.string().min(1, 'Enter the first name'), last: z.string() }),
  email: z.string().min(1, 'Required'),
  exams: z.array(z.object({ content: z.string().min(1, 'Choose the exam') })),
  amount: z.string(),
});
type Values = z.infer<typeof schema>;

/** A form as the app's are: shared fields, react-hook-form with a zod resolver, a server refusal put under its field. */
function Demo({ refusal }: { refusal?: ApiError }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: { first: '', last: '' }, email: '', exams: [{ content: 'x' }, { content: '' }], amount: '' },
  });
  const exams = useFieldArray({ control: form.control, name: 'exams' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async () => {
    if (refusal) applyFieldErrors(form, refusal);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Demo">
      <FormErrorSummary form={form} />
      <TextField label="First name" required {...form.register('name.first')} error={errors.name?.first?.message} />
      <TextField label="Email address" {...form.register('email')} error={errors.email?.message} />
      {exams.fields.map((f, i) => (
        <SelectField
          key={f.id}
          label={`Exam ${i + 1}`}
          options={['', 'x']}
          {...form.register(`exams.${i}.content`)}
          error={errors.exams?.[i]?.content?.message}
        />
      ))}
      <TextField label="Amount (USD)" {...form.register('amount')} error={errors.amount?.message} />
      <button type="submit">Save</button>
    </form>
  );
}

it('flattens nested errors and arrays into paths, skipping holes', () => {
  const errors = {
    name: { first: { type: 'too_small', message: 'Enter the first name' } },
    exams: [undefined, { content: { type: 'custom', message: 'Choose the exam' } }],
    root: { server: { type: 'server', message: 'Try again' } },
    // A field named like a part of an error.
    message: { type: 'too_small', message: 'Message is required' },
  };
  expect(flattenErrors(errors)).toEqual([
    { path: 'name.first', message: 'Enter the first name' },
    { path: 'exams.1.content', message: 'Choose the exam' },
    { path: 'root.server', message: 'Try again' },
    { path: 'message', message: 'Message is required' },
  ]);
});

it('appears only after a failed submit, at the top, with one link per problem in words, and takes focus', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Demo />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const links = within(summary).getAllByRole('link');
  // The label's words where the message does not name the field; never the code path ('exams.1.content').
  expect(links.map((a) => a.textContent)).toEqual(['Enter the first name', 'Email address: required', 'Choose the exam']);
  expect(summary).not.toHaveTextContent(/exams|name\.first|\*/);
  await user.click(links[2]);
  // The second exam's select: the path 'exams.1.content' found in the form.
  expect(screen.getByLabelText('Exam 2')).toHaveFocus();
  await user.click(links[0]);
  expect(screen.getByLabelText(/First name/)).toHaveFocus();
});

it("shows a server refusal's field error once in the summary and once under the field, in the label's words", async () => {
  const user = userEvent.setup();
  const refusal = new ApiError(
    400,
    { message: 'amount: Must be at most $100.00', fieldErrors: { amount: 'Must be at most $100.00' } },
    'POST /api/x',
  );
  renderWithProviders(<Demo refusal={refusal} />);
  await user.type(screen.getByLabelText(/First name/), 'Rosa');
  await user.type(screen.getByLabelText('Email address'), 'r@example.org');
  await user.selectOptions(screen.getByLabelText('Exam 2'), 'x');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Amount (USD): must be at most $100.00']);
  expect(summary).toHaveFocus();
  // Under the field, and nowhere else: the page holds the message twice (summary, field), never a code name.
  expect(screen.getAllByText(/must be at most \$100\.00/i)).toHaveLength(2);
  expect(document.body).not.toHaveTextContent('amount:');
  expect(screen.getByLabelText('Amount (USD)')).toHaveAccessibleDescription('Must be at most $100.00');
  await user.click(within(summary).getByRole('link'));
  expect(screen.getByLabelText('Amount (USD)')).toHaveFocus();
});

it('does not move focus while the user corrects a field, and lists each problem once', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Demo />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const summary = await screen.findByRole('alert');
  await user.type(screen.getByLabelText('Email address'), 'r');
  expect(screen.getByLabelText('Email address')).toHaveFocus();
  expect(within(summary).getAllByRole('link')).toHaveLength(2);
  const texts = within(summary)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(new Set(texts).size).toBe(texts.length);
});
