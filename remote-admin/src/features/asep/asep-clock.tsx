import { Link } from 'react-router-dom';
import { asepClock, asepYear, programDate } from 'shared-domain';
import { LoadingText } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { QueryErrorPanel } from 'shared-staff';
import { paths } from '../../paths';
import { asepRequest, useAsepReport } from './report-query';

function Readiness({ year, daysLeft }: { year: number; daysLeft: number }) {
  const query = useAsepReport(year);
  const y = asepYear(year);
  const days = `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} to ${y.due}`;
  return (
    <Section title={`Year-end report ${y.label}`}>
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <QueryErrorPanel query={query} message="Failed to load the year-end report's readiness." request={asepRequest(year)} />
      ) : (
        <p>
          {query.data.counts.problems === 1 ? '1 record with problems' : `${query.data.counts.problems} records with problems`} · {days} ·{' '}
          <Link to={paths.asep.getHref()}>Open the year-end report</Link>
        </p>
      )}
    </Section>
  );
}

/** The dashboard's countdown to TEA's 15 September deadline, from 1 August: nothing (and no request) outside it. */
export function AsepClock() {
  const clock = asepClock(programDate(new Date()));
  return clock.showing ? <Readiness year={clock.year} daysLeft={clock.daysLeft} /> : null;
}
