import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiPaths, daysLate, formatDate, formatUsd, lateText, type MyChecklistItem, type MyDashboard } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';
import { DescriptionList, PageHeader, Section } from 'shared-ui/staff';
import { OfferNotice } from '../../components/offer-notice';
import { request } from '../../api/request';
import { useMyDashboard } from '../../api/get-my-dashboard';
import { QueryState } from '../../components/query-state';
import { paths } from '../../paths';
import { MyPathSection } from './my-path';

export const DASHBOARD_FAILED = 'Your dashboard could not be loaded.';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The standing is a sentence in a badge: on a phone it wraps inside the card instead of running past it. */
const StyledStanding = styled.p`
  & > span {
    white-space: normal;
    max-width: 100%;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const STANDING_TONES: Record<NonNullable<MyDashboard['standing']>['state'], BadgeTone> = {
  current: 'green',
  ending: 'yellow',
  grace: 'yellow',
  expired: 'red',
};

/** Who does an item the teacher cannot do themselves. */
const DONE_BY = { program: 'The program team does this', supervisor: 'Your field supervisor does this', mentor: 'Your mentor does this' };

/** A due date, with how late it is once it has passed (daysLate: the program's calendar, as every screen counts). */
function lateDate(due: string): string {
  const late = daysLate(due);
  return late !== null && late > 0 ? `${formatDate(due)} (${lateText(late)})` : formatDate(due);
}

function WhatsLeftItem({ item }: { item: MyChecklistItem }) {
  return (
    <li>
      {item.doneBy === 'you' && item.link ? <Link to={item.link}>{item.label}</Link> : <span>{item.label}</span>}
      {item.detail && <small>{item.detail}</small>}
      {item.doneBy !== 'you' && <small>{DONE_BY[item.doneBy]}</small>}
    </li>
  );
}

function Dashboard({ data }: { data: MyDashboard }) {
  const open = data.whatsLeft.filter((i) => !i.done);
  const done = data.whatsLeft.length - open.length;
  const { balance } = data;
  return (
    <StyledStack>
      <PageHeader title="Dashboard" subtitle={`Welcome, ${data.teacher.name.first} ${data.teacher.name.last}`} />
      <OfferNotice />
      <Section title="Where I stand">
        {data.standing ? (
          <StyledStanding>
            <Badge tone={STANDING_TONES[data.standing.state]}>{data.standing.text}</Badge>
          </StyledStanding>
        ) : (
          <p>Your certification has no end date on record yet.</p>
        )}
        <DescriptionList
          items={[
            ['Status', data.teacher.teacherStatus],
            [
              'Internship',
              data.internship?.start
                ? `${formatDate(data.internship.start)} – ${data.internship.end ? formatDate(data.internship.end) : 'no end date'}`
                : 'Not started',
            ],
            ['Certification ends', data.standing ? formatDate(data.standing.endDate) : '—'],
          ]}
        />
      </Section>
      {data.path && <MyPathSection path={data.path} />}
      <Section title="What's left">
        {open.length === 0 ? (
          <p>Nothing is left for now.</p>
        ) : (
          <StyledList aria-label="What's left">
            {open.map((item) => (
              <WhatsLeftItem key={item.key} item={item} />
            ))}
          </StyledList>
        )}
        {done > 0 && <p>{done === 1 ? '1 item is done.' : `${done} items are done.`}</p>}
      </Section>
      <Section title="Observations">
        <DescriptionList
          items={[
            ['Next observation due', data.nextObservationDue ? lateDate(data.nextObservationDue) : 'Nothing due'],
            ['Waiting for your acknowledgement', String(data.unacknowledgedObservations)],
          ]}
        />
        <Link to={paths.observations.getHref()}>See my observations</Link>
      </Section>
      <Section title="Payments">
        <DescriptionList
          items={[
            ['Balance due', formatUsd(balance.remainingBalance)],
            ['Next due date', balance.nextDueDate ? lateDate(balance.nextDueDate) : 'Nothing due'],
          ]}
        />
        <Link to={paths.payments.getHref()}>See my payments</Link>
      </Section>
    </StyledStack>
  );
}

/** /teacher/dashboard: where the teacher stands, their path's stage and next step, what is left and who does it, the next observation, the balance. */
export function DashboardPage() {
  const query = useMyDashboard();
  return (
    <QueryState query={query} message={DASHBOARD_FAILED} request={request(apiPaths.myTeacher)}>
      {(data) => <Dashboard data={data} />}
    </QueryState>
  );
}
