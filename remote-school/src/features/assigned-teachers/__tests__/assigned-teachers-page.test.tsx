import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { preload } from '../../../routes';
import { makeSchool, renderSchoolArea, SCHOOL_ID, setupMsw, signInAs } from '../../../test/harness';

const server = setupMsw();

const serve = (school = makeSchool()) => server.use(http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(school)));

test('Hired Teachers: the hired ones only, with start date and supervisor', async () => {
  serve();
  renderSchoolArea('/school/hired-teachers');
  const table = await screen.findByRole('table', { name: 'Hired Teachers' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('Maria Lopez');
  expect(rows[0]).toHaveTextContent('Aug 15, 2025');
  expect(rows[0]).toHaveTextContent('Sam Field');
});

test('Interns: the interns, "Not assigned" without a supervisor', async () => {
  serve();
  renderSchoolArea('/school/interns');
  const table = await screen.findByRole('table', { name: 'Interns' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('James Carter'), expect.stringContaining('Ana Diaz')]);
  expect(within(rows[0]).getByText('Not assigned')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Sam Field')).toBeInTheDocument();
});

test('empty states', async () => {
  serve(makeSchool({ assignedTeachers: [] }));
  const { unmount } = renderSchoolArea('/school/hired-teachers');
  expect(await screen.findByText('No hired teachers yet')).toBeInTheDocument();
  unmount();
  renderSchoolArea('/school/interns');
  expect(await screen.findByText('No interns yet')).toBeInTheDocument();
});

test('the school fetched during the entry splash shows at once', async () => {
  serve();
  signInAs('school');
  await preload('/school/interns');
  server.use(http.get(`/api/schools/${SCHOOL_ID}`, () => new Promise(() => undefined)));
  renderSchoolArea('/school/interns');
  expect(await screen.findByRole('table', { name: 'Interns' })).toBeInTheDocument();
});

test('a failed load without a stored copy shows the error panel', async () => {
  server.use(http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json({ message: MESSAGES.schoolNotFound }, { status: 404 })));
  renderSchoolArea('/school/hired-teachers');
  expect(await screen.findByRole('heading', { name: MESSAGES.errorLoadingData })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.schoolNotFound)).toBeInTheDocument();
});
