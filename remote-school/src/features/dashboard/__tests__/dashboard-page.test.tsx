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

test('an inactive school sees the awaiting-approval notice', async () => {
  serve(makeSchool({ status: 'inactive', assignedTeachers: [] }), []);
  renderSchoolArea('/school/dashboard');
  expect(await screen.findByText(MESSAGES.schoolAwaitingApproval)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Account Awaiting Approval' })).toBeInTheDocument();
  // Only the menu entry: no 'Find Teachers' call to action before approval.
  expect(screen.getAllByRole('link', { name: 'Find Teachers' })).toHaveLength(1);
  expect(within(card('Interns')).getByText('0')).toBeInTheDocument();
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
