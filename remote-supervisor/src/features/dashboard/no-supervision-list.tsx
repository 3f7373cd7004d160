import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, type TeacherListItem as Teacher } from 'shared-domain';
import { Badge } from 'shared-ui';
import { PlainList } from 'shared-ui/staff';
import { paths } from '../../paths';
import { observationStatus } from './observation-status';

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Interns among `teachers` with no supervision recorded yet. */
export function internsWithoutSupervision(teachers: Teacher[]): Teacher[] {
  return teachers.filter((t) => t.teacherStatus === 'intern' && t.observations === 0);
}

/** Interns still waiting for their first formal observation, soonest deadline first. */
export function NoSupervisionList({ teachers }: { teachers: Teacher[] }) {
  if (teachers.length === 0) return <StyledMuted>Every intern has at least one supervision recorded.</StyledMuted>;
  const sorted = teachers.map((t) => ({ t, s: observationStatus(t) })).sort((a, b) => a.s.urgency - b.s.urgency);
  return (
    <PlainList aria-label="Interns with no supervision yet">
      {sorted.map(({ t, s }) => (
        <li key={t.ref}>
          <Link to={paths.teachers.detail.getHref(String(t.ref))}>
            {t.name.first} {t.name.last}
          </Link>
          <Badge tone={s.tone}>{s.dueText}</Badge>
          {s.compliance?.firstObservationDueBy && <span>First observation due {formatDate(s.compliance.firstObservationDueBy)}</span>}
        </li>
      ))}
    </PlainList>
  );
}
