import { useState } from 'react';
import { JOB_LABELS, type JobResult, type JobRun } from 'shared-domain';
import { Badge, Button, useToast } from 'shared-ui';
import { DataTable, Modal, PageHeader, Section, type DataTableColumn } from 'shared-ui/staff';
import { QueryContent } from 'shared-staff';
import { useJobRuns, useRunJobs } from './api/jobs';
import { JobsOverviewSection } from './jobs-overview';
import { emails, WHEN } from './format';

export const JOBS_FETCH_FAILED = 'Failed to fetch the job runs. Please try again later.';
export const JOBS_RUN_FAILED = 'The jobs could not run. Please try again later.';

/** What the run did: one line per job, with why a job sent nothing when a switch stopped it. */
function ResultLines({ results }: { results: JobResult[] }) {
  if (!results.length) return <>—</>;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {results.map((r) => (
        <li key={r.job}>
          {JOB_LABELS[r.job].title}: {emails(r.emailsQueued)}
          {r.textsQueued > 0 && `, ${r.textsQueued === 1 ? '1 text message' : `${r.textsQueued} text messages`}`}
          {r.skipped.length > 0 && ` (${r.skipped.join('; ')})`}
        </li>
      ))}
    </ul>
  );
}

function RunStatus({ run }: { run: JobRun }) {
  if (run.error) return <Badge tone="red">Failed: {run.error}</Badge>;
  if (!run.finishedAt) return <Badge tone="yellow">Running</Badge>;
  return <Badge tone="green">Finished</Badge>;
}

const columns: DataTableColumn<JobRun>[] = [
  { key: 'started', header: 'Started', render: (r) => WHEN.format(new Date(r.startedAt)), sortValue: (r) => r.startedAt },
  { key: 'trigger', header: 'Run by', render: (r) => (r.trigger === 'daily' ? 'Daily schedule' : `Run now by ${r.actor ?? 'an admin'}`) },
  { key: 'results', header: 'What it did', render: (r) => <ResultLines results={r.results} /> },
  { key: 'status', header: 'Status', render: (r) => <RunStatus run={r} /> },
];

/** Scheduled jobs: the reminders the system settings ask for, what the recent runs sent, and 'Run now'. */
export default function JobsPage() {
  const runs = useJobRuns();
  const run = useRunJobs();
  const toast = useToast();
  const [asking, setAsking] = useState(false);

  const runNow = async () => {
    try {
      const { ran } = await run.mutateAsync();
      setAsking(false);
      const queued = ran.reduce((n, r) => n + r.emailsQueued, 0);
      const texts = ran.reduce((n, r) => n + r.textsQueued, 0);
      const what = [queued ? emails(queued) : '', texts ? `${texts} text message${texts === 1 ? '' : 's'} queued` : ''].filter(Boolean);
      toast.show(what.length ? `Jobs ran: ${what.join(', ')}` : 'Jobs ran: no new reminders were due', 'success');
    } catch {
      setAsking(false);
      toast.show(JOBS_RUN_FAILED, 'error');
    }
  };

  return (
    <>
      <PageHeader
        title="Scheduled Jobs"
        subtitle="Reminders the system settings ask for, sent every morning; each reminder is sent once"
        actions={<Button onClick={() => setAsking(true)}>Run now</Button>}
      />
      <Section title="Jobs">
        <JobsOverviewSection />
      </Section>
      <Section title="Recent runs">
        <QueryContent query={runs} message={JOBS_FETCH_FAILED} request="GET /api/jobs/runs">
          {(rows) => (
            <DataTable
              caption="Recent job runs"
              columns={columns}
              rows={rows}
              getRowId={(r) => r._id}
              emptyText="No runs yet"
              initialSort={{ key: 'started', direction: 'desc' }}
            />
          )}
        </QueryContent>
      </Section>
      <Modal
        title="Run every scheduled job now?"
        open={asking}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button busy={run.isPending} onClick={() => void runNow()}>
              Run now
            </Button>
          </>
        }
      >
        <p>Reminders that are due are e-mailed now and cannot be called back. A reminder already sent is not sent again.</p>
      </Modal>
    </>
  );
}
