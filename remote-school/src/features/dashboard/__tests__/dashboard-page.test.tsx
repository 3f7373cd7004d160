import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { makeRequest, makeSchool, renderSchoolArea, SCHOOL_ID, setupMsw } from '../../../test/harness';

const server = setupMsw();

function serve(school = makeSchool(), requests = [makeRequest(), makeRequest({ _id: 'r2', status: 'approved' })]) {
  server.use(
    http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(school)),
    http.get(`/api/requests/${SCHOOL_ID}`, () => HttpResponse.json({ requests })),
  );
}

const card = (name: string) => screen.getByRole('region', { name });

test('shows live counts, the buttons to each list and the real registration date', async () => {
  serve();
  renderSchoolArea('/school/dashboard');
  expect(await screen.findByRole('heading', { name: 'Welcome, Lone Star Elementary' })).toBeInTheDocument();
  await within(card('Teacher Requests')).findByText('2');
  expect(within(card('Teacher Requests')).getByText('1 awaiting a response')).toBeInTheDocument();
  expect(within(card('Hired Teachers')).getByText('1')).toBeInTheDocument();
  expect(within(card('Interns')).getByText('2')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Requests' })).toHaveAttribute('href', '/school/requests');
  expect(screen.getByRole('link', { name: 'View Hired Teachers' })).toHaveAttribute('href', '/school/hired-teachers');
  expect(screen.getByRole('link', { name: 'View Interns' })).toHaveAttribute('href', '/school/interns');
  expect(screen.getByText(/Registered on/)).toHaveTextContent('Registered on Mar 14, 2025');
  expect(screen.queryByText(MESSAGES.schoolAwaitingApproval)).not.toBeInTheDocument();
});

test('an inactive school sees the awaiting-approval notice, what happens next, and only the menu it can use', async () => {
  serve(makeSchool({ status: 'inactive', assignedTeachers: [] }), []);
  renderSchoolArea('/school/dashboard');
  expect(await screen.findByText(MESSAGES.schoolAwaitingApproval)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Account Awaiting Approval' })).toBeInTheDocument();
  const next = screen.getByRole('region', { name: 'What happens next' });
  expect(within(next).getAllByRole('listitem')).toHaveLength(3);
  expect(within(next).getByText('pat@lonestar.example.org')).toBeInTheDocument();
  // No zero counts and no 'Find Teachers' anywhere before approval: the menu holds Dashboard and Settings.
  expect(screen.queryByRole('link', { name: 'Find Teachers' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /View Interns/ })).not.toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Dashboard', 'Settings']);
});

test('shows the school as the server has it now, not the copy stored at sign-in', async () => {
  const stale = makeSchool({ status: 'inactive', name: 'Old Name' });
  serve(makeSchool({ name: 'New Name' }));
  renderSchoolArea('/school/dashboard', { schoolData: stale });
  expect(await screen.findByRole('heading', { name: 'Welcome, New Name' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Welcome, Old Name' })).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.schoolAwaitingApproval)).not.toBeInTheDocument();
});

test('a failed requests load is shown, not hidden', async () => {
  server.use(
    http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(makeSchool())),
    http.get(`/api/requests/${SCHOOL_ID}`, () => HttpResponse.json({ message: MESSAGES.requestsFetchFailed }, { status: 500 })),
  );
  renderSchoolArea('/school/dashboard');
  expect(await screen.findByText(MESSAGES.requestsFetchFailed)).toBeInTheDocument();
  expect(within(card('Teacher Requests')).getByText('—')).toBeInTheDocument();
});

test('unknown school paths go to the dashboard; the menu lists every page', async () => {
  serve();
  renderSchoolArea('/school/nowhere');
  expect(await screen.findByRole('heading', { name: 'Welcome, Lone Star Elementary' })).toBeInTheDocument();
  for (const [name, href] of [
    ['Dashboard', '/school/dashboard'],
    ['Requests', '/school/requests'],
    ['Hired Teachers', '/school/hired-teachers'],
    ['Interns', '/school/interns'],
    ['Settings', '/school/settings'],
  ]) {
    expect(screen.getAllByRole('link', { name }).some((a) => a.getAttribute('href') === href)).toBe(true);
  }
});
