import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JobRun } from 'shared-domain';
import JobsPage, { JOBS_FETCH_FAILED } from '../jobs-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const daily: JobRun = {
  _id: 'r1',
  trigger: 'daily',
  day: '2026-11-20',
  actor: null,
  startedAt: '2026-11-20T12:00:00.000Z',
  finishedAt: '2026-11-20T12:00:01.000Z',
  results: [
    { job: 'certification-ending', emailsQueued: 2, textsQueued: 0, changed: 0, skipped: [] },
    {
      job: 'observation-overdue',
      emailsQueued: 0,
      textsQueued: 1,
      changed: 0,
      skipped: ['Evaluation deadlines e-mails are off (System Notifications)'],
    },
  ],
  error: null,
};

it('lists the recent runs with what each job did, and why a job sent nothing', async () => {
  server.use(http.get('/api/jobs/runs', () => HttpResponse.json([daily])));
  renderWithProviders(<JobsPage />);
  const rows = within(await screen.findByRole('table', { name: 'Recent job runs' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/Nov 20, 2026.*Daily schedule.*Certification ending reminders: 2 e-mails queued/);
  expect(rows[1]).toHaveTextContent(
    'Observation reminders to supervisors: 0 e-mails queued, 1 text message (Evaluation deadlines e-mails are off',
  );
  expect(rows[1]).toHaveTextContent('Finished');
});

it("'Run now' asks first, runs every job, reports what was queued and shows the new run", async () => {
  let runs: JobRun[] = [];
  let posted = 0;
  server.use(
    http.get('/api/jobs/runs', () => HttpResponse.json(runs)),
    http.post('/api/jobs/run', () => {
      posted += 1;
      runs = [{ ...daily, _id: 'r2', trigger: 'manual', actor: 'admin@example.org' }];
      return HttpResponse.json({ ran: runs[0].results });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<JobsPage />);
  expect(await screen.findByText('No runs yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Run now' }));
  const dialog = screen.getByRole('dialog', { name: 'Run every scheduled job now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(posted).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Run now' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Run now' }));
  expect(await screen.findByText('Jobs ran: 2 e-mails queued, 1 text message queued')).toBeInTheDocument();
  expect(posted).toBe(1);
  expect(await screen.findByText('Run now by admin@example.org')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows the fetch error', async () => {
  server.use(http.get('/api/jobs/runs', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  renderWithProviders(<JobsPage />);
  expect(await screen.findByText(JOBS_FETCH_FAILED)).toBeInTheDocument();
});
