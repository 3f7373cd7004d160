import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeContact, renderArea, setupMsw } from '../../../test/harness';

const server = setupMsw();

test('contact details and notification choices are saved; a text without an international number is refused', async () => {
  const contact: unknown[] = [];
  server.use(
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
    http.put(apiPath('me/contact'), async ({ request }) => {
      contact.push(await request.json());
      return HttpResponse.json(makeContact());
    }),
    http.put(apiPath('me/notifications'), () =>
      HttpResponse.json(
        { message: 'Text messages need a mobile number', fieldErrors: { sms: 'Text messages need a mobile number' } },
        { status: 400 },
      ),
    ),
  );
  const { user } = renderArea('/teacher/data');
  const form = await screen.findByRole('form', { name: 'Contact details' });
  expect(screen.getByText(/Primary email: teacher@example.org/)).toBeInTheDocument();
  const phone = within(form).getByLabelText('Phone number');
  await user.clear(phone);
  await user.type(phone, '+15125550100');
  await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
  expect(await screen.findByText('Your contact details were saved')).toBeInTheDocument();
  expect(contact).toEqual([{ phoneNumber: '+15125550100', secondaryEmail: '', location: 'Austin' }]);

  const notes = screen.getByRole('form', { name: 'Notification choices' });
  await user.click(within(notes).getByRole('checkbox', { name: /Text me reminders/ }));
  await user.click(within(notes).getByRole('button', { name: 'Save notification choices' }));
  const summary = await within(notes).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const sms = within(notes).getByRole('checkbox', { name: /Text me reminders/ });
  expect(sms).toHaveAccessibleDescription(expect.stringContaining('Text messages need a mobile number'));
  // Once in the summary (a link to the choice), once at the choice.
  expect(within(notes).getAllByText('Text messages need a mobile number')).toHaveLength(2);
  await user.click(within(summary).getByRole('link', { name: 'Text messages need a mobile number' }));
  expect(sms).toHaveFocus();
});

test('a secondary e-mail that is not one is refused before sending: the summary links to the field, in words', async () => {
  let puts = 0;
  server.use(
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
    http.put(apiPath('me/contact'), () => {
      puts += 1;
      return HttpResponse.json(makeContact());
    }),
  );
  const { user } = renderArea('/teacher/data');
  const form = await screen.findByRole('form', { name: 'Contact details' });
  const email = within(form).getByLabelText('Secondary email');
  await user.type(email, 'rosa.example.org');
  await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(
    within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Invalid email address']);
  expect(summary).not.toHaveTextContent('secondaryEmail');
  expect(email).toHaveAccessibleDescription('Invalid email address');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  await user.click(within(summary).getByRole('link'));
  expect(email).toHaveFocus();
  expect(puts).toBe(0);

  await user.clear(email);
  await user.type(email, 'rosa@example.org');
  await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
  expect(await screen.findByText('Your contact details were saved')).toBeInTheDocument();
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(puts).toBe(1);
});

test('Download my data fetches the JSON export and saves it as a file', async () => {
  const formats: string[] = [];
  server.use(
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
    http.get(apiPath('me/export'), ({ request }) => {
      formats.push(new URL(request.url).searchParams.get('format') ?? '');
      return HttpResponse.text('{"exportedAt":"2026-11-20"}');
    }),
  );
  const created = jest.fn((blob: Blob) => (void blob, 'blob:x'));
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const { user } = renderArea('/teacher/data');
  await user.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
  await waitFor(() => expect(saved).toEqual(['my-data.json']));
  expect(formats).toEqual(['json']);
  expect(await created.mock.calls[0][0].text()).toBe('{"exportedAt":"2026-11-20"}');
});
