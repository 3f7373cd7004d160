import styled from 'styled-components';
import { ButtonLink, Section } from 'shared-ui';
import { paths } from '../../paths';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export function QuickActions() {
  return (
    <Section title="Quick Actions">
      <StyledActions>
        <ButtonLink to={paths.teachers.add.getHref()} state={{ isNewTeacher: true }}>Add Teacher</ButtonLink>
        <ButtonLink to={paths.schools.add.getHref()} variant="secondary">Add School</ButtonLink>
        <ButtonLink to={paths.supervisors.add.getHref()} variant="secondary">Add Supervisor</ButtonLink>
        <ButtonLink to={paths.schools.list.getHref('inactive')} variant="secondary">Review Schools</ButtonLink>
        <ButtonLink to={paths.inquiries.getHref()} variant="secondary">Inquiries</ButtonLink>
        <ButtonLink to={paths.outbox.getHref()} variant="secondary">Outbox</ButtonLink>
      </StyledActions>
    </Section>
  );
}
