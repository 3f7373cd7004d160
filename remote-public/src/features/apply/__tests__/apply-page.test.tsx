import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Application } from 'shared-domain';
import { APPLICATION_SECRET_KEY, ApplyPage, EMPTY_APPLICATION } from '../apply-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const SECRET = 'a-secret-of-enough-length-for-the-route';
const stored = (over: Partial<Application> = {}): Application => ({
  ...EMPTY_APPLICATION,
  submittedAt: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

/** The URLs requested: the secret goes in the Application-Secret header, never in one of them. */
const urls: string[] = [];
beforeEach(() => {
  window.localStorage.clear();
  urls.length = 0;
  server.events.on('request:start', ({ request }) => void urls.push(request.url));
});
afterEach(() => server.events.removeAllListeners());
/** Answers only a request that carries the draft's secret in its header (an unknown one is a 404, as the server's). */
const withSecret =
  (answer: (request: Request) => Response | Promise<Response>) =>
  ({ request }: { request: Request }) =>
    request.headers.get('Application-Secret') === SECRET
      ? answer(request)
      : HttpResponse.json({ message: 'Application not found: start a new one' }, { status: 404 });

it('starts a draft with the first section, keeps its secret and marks the section completed', async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  server.use(
    http.post('/api/applications', async ({ request }) => {
      const body = (await request.json()) as object;
      posted.push(body);
      return HttpResponse.json({ secret: SECRET, application: stored(body) }, { status: 201 });
    }),
    http.get(
      '/api/applications/draft',
      withSecret(() => HttpResponse.json(stored({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' }))),
    ),
  );
  renderWithProviders(<ApplyPage />, { route: '/apply' });
  const tasks = screen.getByRole('region', { name: 'Application sections' });
  expect(within(tasks).getAllByText('Incomplete')).toHaveLength(3);
  expect(within(tasks).getByText('Cannot start yet')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Your details' }));
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  const list = await screen.findByRole('region', { name: 'Application sections' });
  const details = within(list).getByRole('button', { name: 'Your details' }).closest('li')!;
  expect(await within(details).findByText('Completed')).toBeInTheDocument();
  expect(posted).toEqual([expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' })]);
  expect(window.localStorage.getItem(APPLICATION_SECRET_KEY)).toBe(SECRET);
});

it("shows the server's refusal naming the field, and submits from Check your answers once complete", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem(APPLICATION_SECRET_KEY, SECRET);
  const complete = stored({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    certificationArea: 'Mathematics 7-12',
    gpaOverall: 3.1,
    contentCreditHours: 18,
    disclosuresRead: true,
  });
  let submitted = 0;
  server.use(
    http.get(
      '/api/applications/draft',
      withSecret(() => HttpResponse.json(complete)),
    ),
    http.put(
      '/api/applications/draft',
      withSecret(() =>
        HttpResponse.json(
          { message: 'Overall GPA must be at most 4', fieldErrors: { gpaOverall: 'Overall GPA must be at most 4' } },
          { status: 400 },
        ),
      ),
    ),
    http.post(
      '/api/applications/submit',
      withSecret(() => {
        submitted += 1;
        return HttpResponse.json({ submittedAt: '2026-12-01T10:05:00.000Z' }, { status: 201 });
      }),
    ),
  );
  renderWithProviders(<ApplyPage />, { route: '/apply' });
  await user.click(await screen.findByRole('button', { name: 'Your education' }));
  const gpa = screen.getByLabelText(/Overall GPA/);
  await user.clear(gpa);
  await user.type(gpa, '5');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const summary = await screen.findByRole('link', { name: 'Overall GPA must be at most 4' });
  expect(summary).toHaveAttribute('href', '#apply-gpaOverall');

  renderWithProviders(<ApplyPage />, { route: '/apply' });
  const lists = await screen.findAllByRole('region', { name: 'Application sections' });
  await user.click(within(lists[0]).getByRole('button', { name: 'Check your answers and submit' }));
  expect(screen.getByText('Mathematics 7-12')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
  expect(submitted).toBe(1);
  expect(urls.filter((u) => u.includes(SECRET))).toEqual([]);
});

it('resumes the draft of the e-mailed link, whose secret is in the fragment', async () => {
  server.use(
    http.get(
      '/api/applications/draft',
      withSecret(() => HttpResponse.json(stored({ firstName: 'Grace', lastName: 'Hopper' }))),
    ),
  );
  renderWithProviders(<ApplyPage />, { route: `/apply#token=${SECRET}` });
  const list = await screen.findByRole('region', { name: 'Application sections' });
  const details = within(list).getByRole('button', { name: 'Your details' }).closest('li')!;
  expect(within(details).getByText('Incomplete')).toBeInTheDocument();
  expect(window.localStorage.getItem(APPLICATION_SECRET_KEY)).toBe(SECRET);
  expect(urls.some((u) => u.endsWith('/api/applications/draft'))).toBe(true);
  expect(urls.filter((u) => u.includes(SECRET))).toEqual([]);
});
