import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { ContactPage } from '../contact-page';
import { renderSettled, setupMsw } from '../../../test/harness';

const server = setupMsw();

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText(/Full Name/), '  Ana Lopez ');
  await user.type(screen.getByLabelText(/Email Address/), 'ana@district.org');
  await user.type(screen.getByLabelText(/Organization\/District/), 'Round Rock ISD');
  await user.selectOptions(screen.getByLabelText(/Your Role/), 'HR Director');
  await user.selectOptions(screen.getByLabelText(/Inquiry Type/), 'District Registration');
  await user.type(screen.getByLabelText(/Phone Number/), '+1 (512) 555-0199');
  await user.type(screen.getByLabelText(/^Message/), 'We need two math teachers for fall.');
}

describe('Contact page', () => {
  it('shows the hero, the four info cards with the configured contacts, and the getting-started list', async () => {
    await renderSettled(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const h of ['Email Us', 'Call Us', 'Location', 'Response Time'])
      expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.org' })).toHaveAttribute('href', 'mailto:support@example.org');
    expect(screen.getByText('(512) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('Monday-Friday 8AM to 6PM CST')).toBeInTheDocument();
    expect(screen.getByText('Austin, Texas')).toBeInTheDocument();
    expect(screen.getByText('24-48 hours')).toBeInTheDocument();
    const steps = within(screen.getByRole('complementary', { name: 'Getting started' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'register your district now' })).toHaveAttribute('href', '/signup');
    const roles = within(screen.getByLabelText(/Your Role/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(roles).toEqual([
      'Select your role',
      'Superintendent',
      'HR Director',
      'Principal',
      'Assistant Principal',
      'Department Head',
      'Other',
    ]);
    const types = within(screen.getByLabelText(/Inquiry Type/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual([
      'Select inquiry type',
      'District Registration',
      'Teacher Inquiry',
      'Partnership',
      'Technical Support',
      'General Question',
    ]);
  });

  it('shows each required message once a field is touched and left empty', async () => {
    const user = userEvent.setup();
    await renderSettled(<ContactPage />, { route: '/contact' });
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
    for (const label of [/Full Name/, /Email Address/, /Organization\/District/, /Your Role/, /Inquiry Type/, /^Message/]) {
      await user.click(screen.getByLabelText(label));
    }
    await user.tab();
    for (const m of [
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.organizationRequired,
      MESSAGES.roleRequired,
      MESSAGES.inquiryTypeRequired,
      MESSAGES.messageRequired,
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the length, format and phone messages', async () => {
    const user = userEvent.setup();
    await renderSettled(<ContactPage />, { route: '/contact' });
    await user.type(screen.getByLabelText(/Full Name/), 'A');
    await user.type(screen.getByLabelText(/Email Address/), 'not-an-email');
    await user.type(screen.getByLabelText(/Organization\/District/), 'X');
    await user.type(screen.getByLabelText(/Phone Number/), '0123');
    await user.type(screen.getByLabelText(/^Message/), 'Too short');
    await user.tab();
    for (const m of [MESSAGES.nameMin, MESSAGES.emailInvalid, MESSAGES.organizationMin, MESSAGES.phoneInvalid, MESSAGES.messageMin]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText(/Phone Number/));
    expect(screen.queryByText(MESSAGES.phoneInvalid)).not.toBeInTheDocument();
  });

  it('does not send an invalid form', async () => {
    const user = userEvent.setup();
    await renderSettled(<ContactPage />, { route: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.organizationRequired,
      MESSAGES.roleRequired,
      MESSAGES.inquiryTypeRequired,
      MESSAGES.messageRequired,
    ]);
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
  });

  it('goes idle -> sending -> Thank You!, posting the trimmed inquiry, and resets on Send Another Message', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post('/api/inquiries', async ({ request }) => {
        body = await request.json();
        await gate;
        return HttpResponse.json({ _id: 'i1', ...(body as object), createdAt: '', handled: false, handledAt: null }, { status: 201 });
      }),
    );
    await renderSettled(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: MESSAGES.sendingMessage });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Ana Lopez',
      email: 'ana@district.org',
      organization: 'Round Rock ISD',
      role: 'hr-director',
      inquiryType: 'district-registration',
      phone: '+1 (512) 555-0199',
      message: 'We need two math teachers for fall.',
    });
    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('shows a clear message when the send fails and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/inquiries', () => HttpResponse.json({ message: 'Server unavailable' }, { status: 503 })));
    await renderSettled(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent. Please try again, or e-mail us at support@example.org.');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('  Ana Lopez ');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We need two math teachers for fall.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
  });

  it('shows the server field errors of a rejected inquiry on the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/inquiries', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields', fieldErrors: { email: MESSAGES.emailInvalid } },
          { status: 400 },
        ),
      ),
    );
    await renderSettled(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // In the error summary and at the field, once each; the server's general line is not repeated in a box.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: MESSAGES.emailInvalid })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.emailInvalid)).toHaveLength(2);
    expect(screen.queryByText('Please correct the highlighted fields')).not.toBeInTheDocument();
  });

  it('treats a network failure like any failed send', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/inquiries', () => HttpResponse.error()));
    await renderSettled(<ContactPage />, { route: '/contact' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
  });
});
