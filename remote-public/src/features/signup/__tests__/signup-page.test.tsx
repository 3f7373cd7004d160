import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { SignupPage } from '../signup-page';
import { renderSettled, setupMsw } from '../../../test/harness';

const server = setupMsw();

const input = (label: RegExp | string) => screen.getByLabelText(label, { exact: typeof label !== 'string' ? undefined : true });
/** A message at its field and in the error summary, once each. */
const shownTwice = (m: string) => expect(screen.getAllByText(m)).toHaveLength(2);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Continue' }));
/** From a filled form: 'Continue', then 'Register School' on the answers to check. */
async function register(user: UserEvent) {
  await submit(user);
  await screen.findByRole('heading', { name: 'Check your answers' });
  await user.click(screen.getByRole('button', { name: 'Register School' }));
}

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

  it('shows the answers to check, each with a Change that goes back to its field', async () => {
    const user = userEvent.setup();
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await submit(user);
    const heading = await screen.findByRole('heading', { name: 'Check your answers' });
    expect(heading).toHaveFocus();
    const answers = screen.getByRole('region', { name: 'Check your answers' });
    const rows = within(answers)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['School Name', 'Lakeside Elementary'],
      ['NCES ID', '480000012345'],
      ['District', 'Lakeside ISD'],
      ['Contact Name', 'Dana Whitfield'],
      ['Email', 'dana@lakeside.org'],
      ['Phone Number', '(512) 555-0142'],
      ['Password', 'Set (not shown)'],
    ]);
    // Nothing is sent until 'Register School'.
    expect(screen.queryByRole('textbox', { name: /School Name/ })).not.toBeInTheDocument();
    await user.click(within(answers).getByRole('button', { name: 'Change District' }));
    expect(input(/District/)).toHaveFocus();
    expect(input(/District/)).toHaveValue(' Lakeside ISD');
    await user.clear(input(/District/));
    await user.type(input(/District/), 'Lakeside CISD');
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(screen.getByText('Lakeside CISD')).toBeInTheDocument();
    expect(screen.getByText('Set (not shown)')).toBeInTheDocument();
    expect(screen.queryByText(' secret-pass ')).not.toBeInTheDocument();
  });

  it('posts the product spec §3 payload (trimmed, password as typed), then confirms what happens next', async () => {
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
    await register(user);
    const title = await screen.findByRole('heading', { name: 'Registration received', level: 1 });
    expect(title).toHaveFocus();
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
    // The same words whether or not the address already had an account (the server answers alike).
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.registrationReceived);
    expect(MESSAGES.registrationReceived).toMatch(/Check your e-mail.*1-2 business days/);
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(/An admin approves your account, usually within 1-2 business days/);
    expect(next).toHaveTextContent(/We e-mail you when it is approved/);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Questions? Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Register School' })).not.toBeInTheDocument();
    expect(screen.getByText('/signup')).toBeInTheDocument();
    expect(document.title).toMatch(/^Registration received/);
  });

  it('shows the per-network limit the server answers with (429)', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/schools/register', () => HttpResponse.json({ message: MESSAGES.tooManyRequests }, { status: 429 })));
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await register(user);
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
    await register(user);
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
    await register(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registrationFailed);
  });

  it("shows 'Network error occurred' when the request cannot be made", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/schools/register', () => HttpResponse.error()));
    await renderSettled(<SignupPage />, { route: '/signup' });
    await fillValid(user);
    await register(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
    // The answers stay to check and send again; 'Change' still finds them in the form.
    expect(screen.getByRole('button', { name: 'Register School' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Change School Name' }));
    expect(input(/School Name/)).toHaveValue('  Lakeside Elementary ');
  });
});
