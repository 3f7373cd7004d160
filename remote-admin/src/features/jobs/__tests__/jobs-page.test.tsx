import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JobRun, JobsOverview } from 'shared-domain';
import JobsPage, { JOBS_FETCH_FAILED } from '../jobs-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const overview = (o: Partial<JobsOverview['schedule']> = {}, lastRun: JobsOverview['jobs'][number]['lastRun'] = null): JobsOverview => ({
  schedule: { dailyAt: '06:00', timeZone: 'America/Chicago', nextRunAt: '2026-11-27T06:00:00-06:00', ...o },
  jobs: [
    {
      job: 'certification-ending',
      title: 'Certification ending reminders',
      settings: [
        {
          group: 'teacherCertification',
          field: 'autoNotifyDays',
          groupTitle: 'Teacher Certification',
          label: 'Auto-notify before expiry (days)',
          value: 45,
        },
        {
          group: 'systemNotifications',
          field: 'certificationUpdates',
          groupTitle: 'System Notifications',
          label: 'Certification updates',
          value: false,
        },
      ],
      alsoFollows: null,
      lastRun,
    },
    {
      job: 'observation-overdue',
      title: 'Observation reminders to supervisors',
      settings: [
        {
          group: 'internshipProgram',
          field: 'evaluationFrequency',
          groupTitle: 'Internship Program',
          label: 'Evaluation frequency (days)',
          value: 1,
        },
      ],
      alsoFollows: "each supervisor's e-mail preference",
      lastRun: null,
    },
  ],
});
beforeEach(() => server.use(http.get('/api/jobs', () => HttpResponse.json(overview()))));

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

describe('each job with its settings now, its last run and the next run', () => {
  it("shows each job's setting values in words and the next daily run in the program's time zone", async () => {
    server.use(http.get('/api/jobs/runs', () => HttpResponse.json([])));
    renderWithProviders(<JobsPage />);
    const cert = await screen.findByRole('listitem', { name: 'Certification ending reminders' });
    expect(cert).toHaveTextContent('Auto-notify before expiry (Teacher Certification)45 days');
    expect(cert).toHaveTextContent('Certification updates (System Notifications)Off');
    expect(cert).toHaveTextContent('Last runNot run yet');
    const obs = screen.getByRole('listitem', { name: 'Observation reminders to supervisors' });
    expect(obs).toHaveTextContent('Evaluation frequency (Internship Program)1 day');
    expect(obs).toHaveTextContent("Also followseach supervisor's e-mail preference");
    // 12:00 UTC is 6:00 AM in Texas (CST), whatever zone the browser is in.
    expect(screen.getByText(/Next run:/).parentElement).toHaveTextContent(
      'Next run: Fri, Nov 27, 2026, 6:00 AM CST (America/Chicago), every day at 06:00',
    );
    expect(screen.getByRole('link', { name: 'Change these values in Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('shows the last run and what this job did in it', async () => {
    server.use(
      http.get('/api/jobs/runs', () => HttpResponse.json([daily])),
      http.get('/api/jobs', () =>
        HttpResponse.json(
          overview(
            {},
            {
              runId: 'r1',
              trigger: 'daily',
              startedAt: daily.startedAt,
              finishedAt: daily.finishedAt,
              result: daily.results[0],
              error: null,
            },
          ),
        ),
      ),
    );
    renderWithProviders(<JobsPage />);
    const cert = await screen.findByRole('listitem', { name: 'Certification ending reminders' });
    expect(cert).toHaveTextContent(/Last runNov 20, 2026.*\(daily schedule\): 2 e-mails queued/);
  });

  it('says when the daily run is off', async () => {
    server.use(
      http.get('/api/jobs/runs', () => HttpResponse.json([])),
      http.get('/api/jobs', () => HttpResponse.json(overview({ dailyAt: 'off', nextRunAt: null }))),
    );
    renderWithProviders(<JobsPage />);
    expect(await screen.findByText(/The daily run is off \(DAILY_JOBS_AT=off\): jobs run only with Run now/)).toBeInTheDocument();
  });
});
