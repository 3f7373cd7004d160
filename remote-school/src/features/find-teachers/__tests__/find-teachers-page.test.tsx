import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES, type AvailableTeacher } from 'shared-domain';
import { AVAILABLE, makeProfileCards, makeSchool, renderSchoolArea, SCHOOL_ID, setupMsw, TEACHER_IDS } from '../../../test/harness';

const server = setupMsw();

function serve(teachers: AvailableTeacher[] = AVAILABLE, school = makeSchool()) {
  server.use(
    http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(school)),
    http.get('/api/teachers/available', () => HttpResponse.json(teachers)),
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });
const count = () => screen.getByText(/^\d+ teachers? found$/);

test('lists the available teachers with their limited profile', async () => {
  serve();
  renderSchoolArea('/school/teachers');
  expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
  const maria = await screen.findByRole('listitem', { name: 'Maria Lopez' });
  expect(within(maria).getByText('Science 7-12')).toBeInTheDocument();
  expect(within(maria).getByText('Austin Area')).toBeInTheDocument();
  expect(within(maria).getByText('Intern')).toBeInTheDocument();
  expect(within(maria).getAllByText('Immediate')).toHaveLength(2);
  expect(within(maria).getByRole('link', { name: 'View Profile of Maria Lopez' })).toHaveAttribute(
    'href',
    `/school/teachers/${TEACHER_IDS.maria}`,
  );
  expect(count()).toHaveTextContent('3 teachers found');
});

test("a teacher's card says the subject, location and availability of the teacher's public profile, and the certification", async () => {
  serve([{ ...makeProfileCards().school, request: null }]);
  renderSchoolArea('/school/teachers');
  const ana = await screen.findByRole('listitem', { name: 'Ana Lopez' });
  expect(within(ana).getByRole('heading', { level: 2, name: 'Ana Lopez' })).toBeInTheDocument();
  expect(within(ana).getByText('Music')).toBeInTheDocument();
  expect(within(ana).getByText('Lubbock')).toBeInTheDocument();
  expect(within(ana).getAllByText('Next Semester')).toHaveLength(2);
  expect(within(ana).getByText('Certification areas').nextElementSibling).toHaveTextContent('Science 7-12');
  expect(within(ana).getByText('Certification type').nextElementSibling).toHaveTextContent('Standard');
});

test('search and filters combine with and; Clear all filters resets; No teachers found', async () => {
  const user = userEvent.setup();
  serve();
  renderSchoolArea('/school/teachers');
  await screen.findByRole('listitem', { name: 'Maria Lopez' });

  await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'esl');
  expect(count()).toHaveTextContent('2 teachers found');
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  // Only the certification areas present in the data are offered, in catalogue order.
  const area = screen.getByRole('combobox', { name: 'Certification Area' });
  expect(
    within(area)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Certification Areas', 'Science 7-12', 'History 7-12', 'ESL']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Austin Area');
  expect(count()).toHaveTextContent('1 teacher found');
  expect(card('Ana Diaz')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Certification Type' }), 'intern');
  expect(screen.getByRole('heading', { name: MESSAGES.noTeachersFound })).toBeInTheDocument();
  expect(count()).toHaveTextContent('0 teachers found');

  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(count()).toHaveTextContent('3 teachers found');
  expect(screen.getByRole('searchbox', { name: 'Search teachers' })).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'HOUSTON');
  expect(count()).toHaveTextContent('1 teacher found');
  expect(card('James Carter')).toBeInTheDocument();
});

test('an inactive school sees the awaiting-approval notice and no teachers', async () => {
  serve(AVAILABLE, makeSchool({ status: 'inactive' }));
  renderSchoolArea('/school/teachers');
  expect(await screen.findByText(MESSAGES.schoolAwaitingApproval)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Available teachers' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Information' })).not.toBeInTheDocument();
});

test('the server refusing an unapproved school shows its message, not a generic error', async () => {
  server.use(
    http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(makeSchool())),
    http.get('/api/teachers/available', () => HttpResponse.json({ message: MESSAGES.schoolAwaitingApproval }, { status: 403 })),
  );
  renderSchoolArea('/school/teachers');
  expect(await screen.findByText(MESSAGES.schoolAwaitingApproval)).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.errorLoadingData)).not.toBeInTheDocument();
});

test('a failed load shows the error panel with Retry', async () => {
  const user = userEvent.setup();
  let calls = 0;
  server.use(
    http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(makeSchool())),
    http.get('/api/teachers/available', () =>
      ++calls === 1 ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }) : HttpResponse.json(AVAILABLE),
    ),
  );
  renderSchoolArea('/school/teachers');
  expect(await screen.findByRole('heading', { name: MESSAGES.errorLoadingData })).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('listitem', { name: 'Maria Lopez' })).toBeInTheDocument();
});

test('no available teachers at all: No teachers found', async () => {
  serve([]);
  renderSchoolArea('/school/teachers');
  expect(await screen.findByRole('heading', { name: MESSAGES.noTeachersFound })).toBeInTheDocument();
  expect(count()).toHaveTextContent('0 teachers found');
});
