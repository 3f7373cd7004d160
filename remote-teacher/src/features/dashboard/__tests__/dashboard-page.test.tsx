import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, formatDate, PROGRAM_NAME, programDate } from 'shared-domain';
import { apiPath, makeContact, makeDashboard, renderArea, setupMsw } from '../../../test/harness';

// No offer of admission waits (the dashboard links to one that does).
const server = setupMsw(
  http.get(apiPath('me/offer'), () => HttpResponse.json({ message: 'There is no offer of admission to accept' }, { status: 404 })),
);

test("where I stand, what's left worded for the teacher (a link where they do it, who does the rest), observations and balance", async () => {
  server.use(
    http.get(apiPath('me/teacher'), () => HttpResponse.json(makeDashboard())),
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
  );
  const { user, location } = renderArea('/teacher/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome, Ana Lopez')).toBeInTheDocument();
  expect(screen.getByText('Certification current until Jun 30, 2027')).toBeInTheDocument();

  const left = screen.getByRole('list', { name: "What's left" });
  const items = within(left).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[1]).getByText('Your field supervisor does this')).toBeInTheDocument();
  expect(within(items[1]).queryByRole('link')).toBeNull();
  expect(screen.getByText('1 item is done.')).toBeInTheDocument();
  expect(screen.getByText('$450.00')).toBeInTheDocument();

  await user.click(within(items[0]).getByRole('link', { name: 'Upload your Intern Mentor Attestation Form' }));
  await waitFor(() => expect(location().pathname).toBe('/teacher/data'));
});

test('a failed load shows the error panel naming the request, and Retry loads it', async () => {
  let fail = true;
  server.use(
    http.get(apiPath('me/teacher'), () =>
      fail ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : HttpResponse.json(makeDashboard()),
    ),
  );
  const { user } = renderArea('/teacher/dashboard');
  expect(await screen.findByText('Your dashboard could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText(/GET \/api\/me\/teacher/)).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Welcome, Ana Lopez')).toBeInTheDocument();
});

test('a due date that has passed says how late it is, counted on the program calendar as every screen counts', async () => {
  const today = programDate(new Date());
  server.use(
    http.get(apiPath('me/teacher'), () =>
      HttpResponse.json(
        makeDashboard({
          nextObservationDue: addDays(today, -1),
          balance: { remainingBalance: 450, paymentsPending: 0, nextDueDate: addDays(today, -3) },
        }),
      ),
    ),
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
  );
  renderArea('/teacher/dashboard');
  expect(await screen.findByText(`${formatDate(addDays(today, -3))} (3 days late)`)).toBeInTheDocument();
  expect(screen.getByText(`${formatDate(addDays(today, -1))} (1 day late)`)).toBeInTheDocument();
});

test("the teacher's header names the program, not the staff areas' 'Teacher Management'", async () => {
  server.use(
    http.get(apiPath('me/teacher'), () => HttpResponse.json(makeDashboard())),
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
  );
  renderArea('/teacher/dashboard');
  expect(await screen.findByText(PROGRAM_NAME)).toBeInTheDocument();
  expect(screen.queryByText('Teacher Management')).not.toBeInTheDocument();
});

test("the candidate's path: the stage since when, the next step's wants (the first three), and each clock's days left in its unit", async () => {
  server.use(
    http.get(apiPath('me/teacher'), () =>
      HttpResponse.json(
        makeDashboard({
          path: {
            stage: 'internship',
            label: 'In internship',
            reachedOn: '2026-08-20',
            next: [
              {
                stage: 'completed',
                label: 'Completed',
                missing: ['The PPR exam passed', 'Five formal observations', 'The mentor form', 'The final evaluation'],
              },
            ],
            clocks: [
              { key: 'firstObservation', label: 'First formal observation', due: '2026-09-17', daysLeft: -3, unit: 'calendar days' },
              {
                key: 'lateHire',
                label: 'Finish the pre-internship requirements (late hire)',
                due: '2026-10-01',
                daysLeft: 9,
                unit: 'business days',
              },
            ],
          },
        }),
      ),
    ),
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
  );
  renderArea('/teacher/dashboard');
  const section = (await screen.findByRole('heading', { name: 'My path' })).closest('section')!;
  expect(within(section).getByText('In internship')).toBeInTheDocument();
  expect(section).toHaveTextContent('Stage: In internship since Aug 20, 2026');
  expect(section).toHaveTextContent('Next: Completed');
  const wants = within(section).getByRole('list', { name: 'What Completed waits on' });
  expect(
    within(wants)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['The PPR exam passed', 'Five formal observations', 'The mentor form', "and 1 more (see What's left)"]);
  const clocks = within(within(section).getByRole('list', { name: 'Deadlines on my path' })).getAllByRole('listitem');
  expect(clocks.map((li) => li.textContent)).toEqual([
    'First formal observation: 3 calendar days past (due Sep 17, 2026)Past due',
    'Finish the pre-internship requirements (late hire): 9 business days left (due Oct 1, 2026)Due soon',
  ]);
});

test('no path section before the candidate has a stage', async () => {
  server.use(
    http.get(apiPath('me/teacher'), () => HttpResponse.json(makeDashboard({ path: null }))),
    http.get(apiPath('me/contact'), () => HttpResponse.json(makeContact())),
  );
  renderArea('/teacher/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'My path' })).not.toBeInTheDocument();
});
