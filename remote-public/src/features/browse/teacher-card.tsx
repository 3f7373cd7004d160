import styled from 'styled-components';
import { Badge, ButtonLink, cardStyles } from 'shared-ui';
import type { SampleTeacher } from './sample-teachers';

const StyledCard = styled.li`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & dd {
    margin: 0;
  }
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    padding: 0.125rem ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledActions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  & > a {
    flex: 1;
  }
`;

export interface TeacherCardProps {
  teacher: SampleTeacher;
  /** A signed-in school user sees 'View Profile' and goes to its own Find Teachers page. */
  schoolUser: boolean;
  profileHref: string;
  requestHref: string;
}

export function TeacherCard({ teacher: t, schoolUser, profileHref, requestHref }: TeacherCardProps) {
  return (
    <StyledCard aria-label={t.name}>
      <StyledTop>
        <div>
          <h3>{t.name}</h3>
          <p>{t.subject}</p>
        </div>
        <Badge tone={t.availability === 'Immediate' ? 'green' : 'blue'}>{t.availability}</Badge>
      </StyledTop>
      <StyledFacts>
        <dt>Grade Level</dt>
        <dd>{t.gradeLevel}</dd>
        <dt>Location</dt>
        <dd>{t.location}</dd>
        <dt>Experience</dt>
        <dd>{t.experience}</dd>
        <dt>Certification</dt>
        <dd>{t.certification}</dd>
        <dt>Availability</dt>
        <dd>{t.availability}</dd>
      </StyledFacts>
      <StyledTags aria-label="Specializations">
        {t.specializations.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </StyledTags>
      <p>{t.bio}</p>
      <StyledActions>
        <ButtonLink to={profileHref} size="sm">
          {schoolUser ? 'View Profile' : 'Sign In to View Profile'}
        </ButtonLink>
        <ButtonLink to={requestHref} size="sm" variant="secondary">
          Request Information
        </ButtonLink>
      </StyledActions>
    </StyledCard>
  );
}
