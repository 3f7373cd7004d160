import styled from 'styled-components';
import { Badge, ButtonLink, cardStyles, VisuallyHidden } from 'shared-ui';
import type { PublicTeacher } from 'shared-domain';
import { cardName } from './use-public-teachers';

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
  teacher: PublicTeacher;
  /** Where 'View Profile' (or 'Sign In to View Profile') and 'Request Information' go, with navigation state. */
  profile: { label: string; to: string; state?: unknown };
  /** Absent for a visitor: the one sign-in action leads to the profile, which offers the request. */
  request?: { to: string; state?: unknown };
}

/** A teacher on the public talent pool (product spec 'Browse sample card'), from GET public/teachers. */
export function TeacherCard({ teacher: t, profile, request }: TeacherCardProps) {
  const name = cardName(t);
  return (
    <StyledCard aria-label={name}>
      <StyledTop>
        <div>
          <h3>{name}</h3>
          <p>{t.subject}</p>
        </div>
        {t.availability && <Badge tone={t.availability === 'Immediate' ? 'green' : 'blue'}>{t.availability}</Badge>}
      </StyledTop>
      <StyledFacts>
        <dt>Grade Level</dt>
        <dd>{t.gradeLevel || 'Not given'}</dd>
        <dt>Location</dt>
        <dd>{t.location || 'Not given'}</dd>
        <dt>Experience</dt>
        <dd>{t.experience || 'Not given'}</dd>
        <dt>Certification</dt>
        <dd>{t.certification || 'Not given'}</dd>
        <dt>Availability</dt>
        <dd>{t.availability || 'Not given'}</dd>
      </StyledFacts>
      {t.specializations.length > 0 && (
        <StyledTags aria-label="Specializations">
          {t.specializations.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </StyledTags>
      )}
      {t.bio && <p>{t.bio}</p>}
      <StyledActions>
        <ButtonLink to={profile.to} state={profile.state} size="sm">
          {profile.label}
          <VisuallyHidden> of {name}</VisuallyHidden>
        </ButtonLink>
        {request && (
          <ButtonLink to={request.to} state={request.state} size="sm" variant="secondary">
            Request Information
            <VisuallyHidden> about {name}</VisuallyHidden>
          </ButtonLink>
        )}
      </StyledActions>
    </StyledCard>
  );
}
