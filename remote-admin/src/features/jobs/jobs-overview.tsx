import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GLOSSARY, type JobSettingValue, type JobsOverview } from 'shared-domain';
import { Badge, LoadingText } from 'shared-ui';
import { QueryErrorPanel } from 'shared-staff';
import { paths } from '../../paths';
import { useJobsOverview } from './api/jobs';
import { emails, WHEN } from './format';

export const JOBS_OVERVIEW_FAILED = 'Failed to fetch the scheduled jobs. Please try again later.';

const JobList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space.sm};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Label and value side by side at 1366 px, stacked on a phone. */
const Values = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  & dd {
    margin: 0;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    & dd {
      margin-bottom: ${({ theme }) => theme.space.xs};
    }
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A setting's value in words: '45 days', 'On', 'Off' (the label's '(days)' becomes the unit). */
export function settingText(s: JobSettingValue): { label: string; value: string } {
  if (typeof s.value === 'boolean') return { label: s.label, value: s.value ? 'On' : 'Off' };
  const days = / \(days\)$/.test(s.label);
  const label = s.label.replace(/ \(days\)$/, '');
  return { label, value: days ? `${s.value} ${s.value === 1 ? 'day' : 'days'}` : String(s.value) };
}

/** The next daily run in the program's own time zone, e.g. 'Fri, Nov 27, 2026, 6:00 AM CST'. */
function nextRunText(schedule: JobsOverview['schedule']): string {
  if (!schedule.nextRunAt) return 'The daily run is off (DAILY_JOBS_AT=off): jobs run only with Run now';
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: schedule.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(schedule.nextRunAt));
  return `${when} (${schedule.timeZone}), every day at ${schedule.dailyAt}`;
}

function LastRun({ run }: { run: JobsOverview['jobs'][number]['lastRun'] }) {
  if (!run) return <>Not run yet</>;
  const when = WHEN.format(new Date(run.startedAt));
  const by = run.trigger === 'daily' ? 'daily schedule' : 'Run now';
  if (run.result) {
    const r = run.result;
    return (
      <>
        {when} ({by}): {emails(r.emailsQueued)}
        {r.textsQueued > 0 && `, ${r.textsQueued === 1 ? '1 text message' : `${r.textsQueued} text messages`}`}
        {r.skipped.length > 0 && ` (${r.skipped.join('; ')})`}
      </>
    );
  }
  if (run.error) return <Badge tone="red">{`${when}: failed before this job: ${run.error}`}</Badge>;
  return (
    <>
      {when} ({by}): <Badge tone="yellow">Running</Badge>
    </>
  );
}

/** Each job with the settings it reads (their values now), its last run, and when the schedule runs it next. */
export function JobsOverviewSection() {
  const overview = useJobsOverview();
  if (overview.isPending) return <LoadingText />;
  if (overview.isError) return <QueryErrorPanel query={overview} message={JOBS_OVERVIEW_FAILED} request="GET /api/jobs" />;
  const { schedule, jobs } = overview.data;
  return (
    <>
      <p data-testid="jobs-next-run">
        <strong>{GLOSSARY.nextRun}:</strong> {nextRunText(schedule)}
      </p>
      <JobList>
        {jobs.map((j) => (
          <li key={j.job} aria-labelledby={`job-${j.job}`}>
            <h3 id={`job-${j.job}`}>{j.title}</h3>
            <Values>
              {j.settings.map((s) => {
                const t = settingText(s);
                return (
                  <Fragment key={`${s.group}.${s.field}`}>
                    <dt>
                      {t.label} <Muted>({s.groupTitle})</Muted>
                    </dt>
                    <dd>
                      <strong>{t.value}</strong>
                    </dd>
                  </Fragment>
                );
              })}
              {j.alsoFollows && (
                <>
                  <dt>Also follows</dt>
                  <dd>{j.alsoFollows}</dd>
                </>
              )}
              <dt>{GLOSSARY.lastRun}</dt>
              <dd>
                <LastRun run={j.lastRun} />
              </dd>
            </Values>
          </li>
        ))}
      </JobList>
      <p>
        <Link to={paths.settings.getHref()}>Change these values in Settings</Link>
      </p>
    </>
  );
}
