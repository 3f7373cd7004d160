import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { SignupPage } from '../signup-page';
import { currentLocation, renderSettled, setupMsw } from '../../../test/harness';

const server = setupMsw();

const input = (label: RegExp | string) => screen.getByLabelText(label, { exact: typeof label !== 'string' ? undefined : true });
/** A message at its field and in the error summary, once each. */
const shownTwice = (m: string) => expect(screen.getAllByText(m)).toHaveLength(2);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register School' }));

async function fillValid(user: UserEvent) {
  await user.type(input(/School Name/), '  Lakeside Elementary ');
  await user.type(input(/NCES ID/), ' 480000012345 ');
  await user.type(input(/District/), ' Lakeside ISD');
  await user.type(input(/Contact Name/), ' Dana Whitfield ');
  await user.type(input(/^Email/), ' dana@lakeside.org ');
  await user.type(input(/Phone Number/), ' (512) 555-0142 ');
  await user.type(input(/^Password/), ' secret-pass ');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('School sign-up', () => {
  it('shows the review text, the show/hide password and the link to /login', async () => {
    const user = userEvent.setup();
    await renderSettled(<SignupPage />, { route: '/signup' });
    expect(screen.getByText(/reviewed by our team before approval/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Teacher Certification & Placement' })).toHaveAttribute('href', '/');
    expect(input(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input(/^Password/)).toHaveAttribute('type', 'text');
  });

  it('checks on submit: every required message, nothing before', async () => {
    const user = userEvent.setup();
    await renderSettled(<SignupPage />, { route: '/signup' });
    await user.click(input(/School Name/));
    await user.tab();
    expect(screen.queryByText(MESSAGES.schoolNameRequired)).not.toBeInTheDocument();
    await submit(user);
    const all = [
      MESSAGES.schoolNameRequired,
      MESSAGES.ncesRequired,
      MESSAGES.districtRequired,
      MESSAGES.contactNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.phoneRequired,
      MESSAGES.passwordRequired,
      MESSAGES.termsRequired,
    ];
    // One summary at the top of the form, taking focus, one link per problem in the page's order.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(all);
    all.forEach(shownTwice);
    await user.click(within(summary).getByRole('link', { name: MESSAGES.termsRequired }));
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: MESSAGES.ncesRequired }));
    expect(input(/NCES ID/)).toHaveFocus();
  });

  it('marks the required fields before any submit', async () => {
    await renderSettled(<SignupPage />, { route: '/signup' });
    for (const name of ['School Name', 'NCES ID', 'District', 'Contact Name', 'Email', 'Phone Number', 'Password']) {
      expect(screen.getByLabelText(name)).toBeRequired();
      expect(screen.getByText(name, { selector: 'label' }).nextElementSibling).toHaveTextContent('*');
    }
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toBeRequired();
  });

  it('treats blank-after-trim values as missing, and shows the format messages', async () => {
    const user = userEvent.setup();
    await renderSettled(<SignupPage />, { route: '/signup' });
    await user.type(input(/School Name/), '   ');
    await user.type(input(/NCES ID/), '1234567');
    await user.type(input(/^Email/), 'dana@lakeside');
    await user.type(input(/^Password/), 'short');
    await submit(user);
    await screen.findByRole('alert', { name: 'There is a problem' });
    [MESSAGES.schoolNameRequired, MESSAGES.ncesInvalid, MESSAGES.registrationEmailInvalid, MESSAGES.registrationPasswordMin].forEach(
      shownTwice,
    );
  });

  it("clears a field's error when that field is edited, leaving the others", async () => {
    const user = userEvent.setup();
    await renderSettled(<SignupPage />, { route: '/signup' });
    await submit(user);
    await screen.findByRole('alert', { name: 'There is a problem' });
    shownTwice(MESSAGES.districtRequired);
    await user.type(input(/District/), 'L');
    expect(screen.queryByText(MESSAGES.districtRequired)).not.toBeInTheDocument();
    shownTwice(MESSAGES.schoolNameRequired);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(screen.queryByText(MESSAGES.termsRequired)).not.toBeInTheDocument();
  });

  it('posts the product spec §3 payload (trimmed, password as typed) and goes to /login with the approval notice', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('/api/schools/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: MESSAGES.registrationReceived }, { status: 201 });
      }),
    );
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await submit(user);
    await screen.findByText('/login');
    expect(body).toEqual({
      name: 'Lakeside Elementary',
      email: 'dana@lakeside.org',
      districtName: 'Lakeside ISD',
      ncesId: '480000012345',
      contactPerson: { name: { first: 'Dana Whitfield', last: '.' } },
      contactInfo: { email: 'dana@lakeside.org', phone: '(512) 555-0142' },
      password: ' secret-pass ',
      role: 'school',
    });
    const { state } = currentLocation();
    // The same notice whether or not the address already had an account (the server answers alike).
    expect((state as { notice: string }).notice).toBe(MESSAGES.registrationReceived);
    expect(MESSAGES.registrationReceived).toMatch(/Check your e-mail.*1-2 business days/);
  });

  it('shows the per-network limit the server answers with (429)', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/schools/register', () => HttpResponse.json({ message: MESSAGES.tooManyRequests }, { status: 429 })));
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(screen.getByText('/signup')).toBeInTheDocument();
  });

  it("shows the server's message and its field errors", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/schools/register', () =>
        HttpResponse.json({ message: MESSAGES.emailTaken, fieldErrors: { 'contactInfo.email': MESSAGES.emailTaken } }, { status: 409 }),
      ),
    );
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await submit(user);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([MESSAGES.emailTaken]);
    // Once in the summary and once at the field: no second box repeating it.
    shownTwice(MESSAGES.emailTaken);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('/signup')).toBeInTheDocument();
  });

  it("shows 'Registration failed' when the server gives no message", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/schools/register', () => new HttpResponse(null, { status: 500 })));
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registrationFailed);
  });

  it("shows 'Network error occurred' when the request cannot be made", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/schools/register', () => HttpResponse.error()));
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
    expect(input(/School Name/)).toHaveValue('  Lakeside Elementary ');
  });
});
