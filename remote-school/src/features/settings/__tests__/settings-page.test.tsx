import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { makeSchool, renderSchoolArea, SCHOOL_ID, setupMsw } from '../../../test/harness';

const server = setupMsw();

const schoolUrl = `/api/schools/${SCHOOL_ID}`;
const serve = (school = makeSchool()) => server.use(http.get(schoolUrl, () => HttpResponse.json(school)));
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function openSettings() {
  renderSchoolArea('/school/settings');
  await screen.findByRole('heading', { name: 'School Information' });
}

test('shows the read-only school info, the contact and internship settings, and the account card', async () => {
  serve(makeSchool({ status: 'inactive' }));
  await openSettings();
  const info = screen.getByRole('region', { name: 'School Information' });
  expect(within(info).getByText('Lone Star Elementary')).toBeInTheDocument();
  expect(within(info).getByText('481234512345')).toBeInTheDocument();
  expect(within(info).getByText('Austin ISD')).toBeInTheDocument();
  expect(within(info).getByText('Awaiting approval')).toBeInTheDocument();
  expect(within(info).queryByRole('textbox')).not.toBeInTheDocument();
  expect(field('Contact Person Name')).toHaveValue('Pat Rivera');
  expect(field('Contact Email')).toHaveValue('pat@lonestar.example.org');
  expect(field('Phone')).toHaveValue('512-555-0101');
  expect(field('Street')).toHaveValue('1 Main St');
  expect(screen.getByRole('spinbutton', { name: 'Maximum Interns' })).toHaveValue(10);
  expect(screen.getByRole('checkbox', { name: 'Accepting interns' })).toBeChecked();
  expect(screen.getByRole('region', { name: 'Account Settings' })).toBeInTheDocument();
});

test('Update Settings saves contact info and settings with updatedAt; the next save starts from the saved version', async () => {
  const user = userEvent.setup();
  serve();
  let body: Record<string, unknown> = {};
  const saved = makeSchool({ settings: { maxInterns: 4, allowsInterns: false }, updatedAt: '2026-02-01T00:00:00.000Z' });
  server.use(
    http.patch(schoolUrl, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...saved, contactInfo: { ...saved.contactInfo, phone: '512-555-0202' } });
    }),
  );
  await openSettings();
  await user.clear(field('Phone'));
  await user.type(field('Phone'), '512-555-0202');
  const max = screen.getByRole('spinbutton', { name: 'Maximum Interns' });
  await user.clear(max);
  await user.type(max, '4');
  await user.click(screen.getByRole('checkbox', { name: 'Accepting interns' }));
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));

  expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
  expect(body).toEqual({
    contactInfo: {
      email: 'pat@lonestar.example.org',
      phone: '512-555-0202',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    },
    settings: { maxInterns: 4, allowsInterns: false },
    updatedAt: '2025-03-14T15:00:00.000Z',
  });
  expect(field('Phone')).toHaveValue('512-555-0202');
  expect(screen.getByRole('spinbutton', { name: 'Maximum Interns' })).toHaveValue(4);
  expect(screen.getByRole('checkbox', { name: 'Accepting interns' })).not.toBeChecked();
  // The spec's stored copy of the school lookup follows the saved record.
  expect(JSON.parse(localStorage.getItem('schoolData')!)).toMatchObject({ settings: { maxInterns: 4, allowsInterns: false } });
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  await waitFor(() => expect(body.updatedAt).toBe('2026-02-01T00:00:00.000Z'));
});

test('a changed contact name is sent as the contact person', async () => {
  const user = userEvent.setup();
  serve();
  let body: Record<string, unknown> = {};
  server.use(
    http.patch(schoolUrl, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(makeSchool({ contactPerson: { name: { first: 'Lee Park', last: '.' } } }));
    }),
  );
  await openSettings();
  await user.clear(field('Contact Person Name'));
  await user.type(field('Contact Person Name'), 'Lee Park');
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  await screen.findByText('Settings updated successfully');
  expect(body.contactPerson).toEqual({ name: { first: 'Lee Park', last: '.' } });
});

test('client-side validation stops a blank phone and a negative maximum', async () => {
  const user = userEvent.setup();
  serve();
  await openSettings();
  await user.clear(field('Phone'));
  const max = screen.getByRole('spinbutton', { name: 'Maximum Interns' });
  await user.clear(max);
  await user.type(max, '-1');
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  // Each problem in the error summary (a link to its field) and at its field.
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual([MESSAGES.phoneRequired, 'Maximum interns must be 0 or more']);
  expect(screen.getAllByText(MESSAGES.phoneRequired)).toHaveLength(2);
  expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
});

test('server field errors show on the fields and in the error summary, each once, in words', async () => {
  const user = userEvent.setup();
  serve();
  server.use(
    http.patch(schoolUrl, () =>
      HttpResponse.json(
        {
          message: 'contactInfo.address.zipCode: ZIP code must be 5 digits',
          fieldErrors: { 'contactInfo.address.zipCode': 'ZIP code must be 5 digits' },
        },
        { status: 400 },
      ),
    ),
  );
  await openSettings();
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'ZIP code must be 5 digits' })).toBeInTheDocument();
  expect(field('ZIP Code')).toHaveAttribute('aria-invalid', 'true');
  // Once in the summary, once at the field; no box repeating it, no field code.
  expect(screen.getAllByText('ZIP code must be 5 digits')).toHaveLength(2);
  expect(screen.queryByText(/contactInfo/)).not.toBeInTheDocument();
});

test('a stale save (409) shows the message and loads the newer version', async () => {
  const user = userEvent.setup();
  serve();
  const newer = makeSchool({ contactInfo: { ...makeSchool().contactInfo, phone: '512-555-0999' }, updatedAt: '2026-03-01T00:00:00.000Z' });
  server.use(http.patch(schoolUrl, () => HttpResponse.json({ message: MESSAGES.staleRecord, current: newer }, { status: 409 })));
  await openSettings();
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  expect(await screen.findByText(MESSAGES.staleRecord)).toBeInTheDocument();
  expect(field('Phone')).toHaveValue('512-555-0999');
  let body: Record<string, unknown> = {};
  server.use(
    http.patch(schoolUrl, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(newer);
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  await waitFor(() => expect(body.updatedAt).toBe('2026-03-01T00:00:00.000Z'));
});

test('a refused save (403) shows the server message', async () => {
  const user = userEvent.setup();
  serve();
  server.use(http.patch(schoolUrl, () => HttpResponse.json({ message: MESSAGES.forbidden }, { status: 403 })));
  await openSettings();
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
  expect(screen.queryByText('Settings updated successfully')).not.toBeInTheDocument();
});

test('Loading... while the school loads', async () => {
  server.use(http.get(schoolUrl, () => new Promise(() => undefined)));
  renderSchoolArea('/school/settings');
  expect(await screen.findByText(MESSAGES.loading)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update Settings' })).not.toBeInTheDocument();
});
