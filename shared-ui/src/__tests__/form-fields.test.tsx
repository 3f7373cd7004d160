import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from '../form/checkbox-field';
import { FormErrorBox } from '../form/form-error-box';
import { PasswordField } from '../form/password-field';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import { renderWithProviders } from '../test/harness';

it('TextField is labelled, and its hint and error are tied to it', () => {
  const ref = createRef<HTMLInputElement>();
  renderWithProviders(<TextField ref={ref} label="Email" name="email" hint="We never share it" error="Invalid email address" />);
  const input = screen.getByLabelText('Email');
  expect(ref.current).toBe(input);
  expect(input).toHaveAttribute('name', 'email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('We never share it Invalid email address');
});

it('a field without an error is not marked invalid', () => {
  renderWithProviders(<TextField label="Name" />);
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
});

it('PasswordField shows and hides the password', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PasswordField label="Password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

it('SelectField takes strings or value/label pairs and a placeholder', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderWithProviders(
    <SelectField
      label="Role"
      placeholder="Select a role"
      options={['n/a', { value: 'hr-director', label: 'HR Director' }]}
      onChange={onChange}
      error="Please select your role"
    />,
  );
  const select = screen.getByLabelText('Role');
  expect(screen.getByRole('option', { name: 'Select a role' })).toHaveValue('');
  await user.selectOptions(select, 'HR Director');
  expect(select).toHaveValue('hr-director');
  expect(onChange).toHaveBeenCalled();
  expect(select).toHaveAccessibleDescription('Please select your role');
});

it('TextAreaField and CheckboxField are labelled', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <TextAreaField label="Message" error="Message is required" />
      <CheckboxField label="I agree to the terms" error="You must agree to the terms" />
    </>,
  );
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
  const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
  await user.click(screen.getByText('I agree to the terms'));
  expect(box).toBeChecked();
  expect(box).toHaveAttribute('aria-invalid', 'true');
});

it('FormErrorBox is an alert with heading and message', () => {
  renderWithProviders(<FormErrorBox heading="Error creating school" message="Failed to create school" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Error creating schoolFailed to create school');
});

it('works with react-hook-form register', async () => {
  const { useForm } = jest.requireActual<typeof import('react-hook-form')>('react-hook-form');
  const onSubmit = jest.fn();
  function Form() {
    const { register, handleSubmit } = useForm<{ email: string; pw: string; role: string; ok: boolean }>();
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" {...register('email')} />
        <PasswordField label="Password" {...register('pw')} />
        <SelectField label="Role" options={['a', 'b']} {...register('role')} />
        <CheckboxField label="Remember me" {...register('ok')} />
        <button type="submit">Go</button>
      </form>
    );
  }
  const user = userEvent.setup();
  renderWithProviders(<Form />);
  await user.type(screen.getByLabelText('Email'), 'a@b.co');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.selectOptions(screen.getByLabelText('Role'), 'b');
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'a@b.co', pw: 'secret', role: 'b', ok: true });
});
