import { useId } from 'react';
import styled from 'styled-components';
import type { AvailableTeacher } from 'shared-domain';
import { ButtonLink, FindTeachersCardFacts, cardStyles } from 'shared-ui';
import { RequestButton } from '../../components/request-button';
import { paths } from '../../paths';
import { cardLayout } from '../../components/card-layout';

const StyledCard = styled.li`
  ${cardLayout}
  ${cardStyles}
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
      <FindTeachersCardFacts teacher={teacher} />
      <StyledActions>
        <RequestButton teacher={teacher} />
        <ButtonLink to={paths.teacher.getHref(teacher._id)} variant="ghost" size="sm" aria-label={`View Profile of ${name}`}>
          View Profile
        </ButtonLink>
      </StyledActions>
    </StyledCard>
  );
}
