import { useId } from 'react';
import styled from 'styled-components';
import type { AvailableTeacher } from 'shared-domain';
import { Badge, ButtonLink, cardStyles } from 'shared-ui';
import { RequestButton } from '../../components/request-button';
import { paths } from '../../paths';
import { certTypeLabel } from './filter-teachers';
import { cardLayout } from '../../components/card-layout';

const StyledCard = styled.li`
  ${cardLayout}
  ${cardStyles}
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

/** One available teacher: the limited profile, 'Request Information' and 'View Profile'. */
export function TeacherCard({ teacher }: { teacher: AvailableTeacher }) {
  const headingId = useId();
  const name = `${teacher.name.first} ${teacher.name.last}`;
  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <StyledFacts>
        <dt>Certification</dt>
        <dd>{teacher.certificationAreas.length ? teacher.certificationAreas.join(', ') : 'Not listed'}</dd>
        <dt>Location</dt>
        <dd>{teacher.location || 'Not listed'}</dd>
        <dt>Certification type</dt>
        <dd>{certTypeLabel(teacher.certType)}</dd>
        <dt>Availability</dt>
        <dd>
          <Badge tone={teacher.availability === 'Immediate' ? 'green' : 'blue'}>{teacher.availability}</Badge>
        </dd>
      </StyledFacts>
      <StyledActions>
        <RequestButton teacher={teacher} />
        <ButtonLink to={paths.teacher.getHref(teacher._id)} variant="ghost" size="sm" aria-label={`View Profile of ${name}`}>
          View Profile
        </ButtonLink>
      </StyledActions>
    </StyledCard>
  );
}
