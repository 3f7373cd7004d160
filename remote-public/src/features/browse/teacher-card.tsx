import styled from 'styled-components';
import { Badge, BrowseCardFacts, ButtonLink, availabilityTone, cardStyles, VisuallyHidden } from 'shared-ui';
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
        {t.availability && <Badge tone={availabilityTone(t.availability)}>{t.availability}</Badge>}
      </StyledTop>
      <BrowseCardFacts teacher={t} />
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
