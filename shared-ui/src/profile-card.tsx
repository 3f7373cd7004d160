import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GLOSSARY, profileCardName, type ProfileCard as ProfileCardAnswer } from 'shared-domain';
import { Badge } from './badge';
import { cardStyles } from './card';

// A teacher's card on Browse (remote-public), on Find Teachers (remote-school) and in the teacher's own preview of both
// (remote-teacher): one component rendering the server's card for an audience, so the three say the same thing.

/** The badge tone of a teacher's availability: 'Immediate' green, any other blue (product spec 'Browse sample card'). */
export const availabilityTone = (availability: string) => (availability === 'Immediate' ? 'green' : 'blue');

/** A certification type as the school's list writes it ('Standard'); blank: not provided. */
export const certTypeLabel = (v: string) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : GLOSSARY.notProvided);

const StyledCard = styled.div`
  ${cardStyles}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & h2,
  & h3,
  & h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  & > div {
    min-width: 0;
  }
  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
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
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const NOT_GIVEN = 'Not given';

export interface ProfileCardProps {
  /** The server's card for the audience (GET public/teachers, GET teachers/available, GET me/profile's preview). */
  card: ProfileCardAnswer;
  /** 'li' in a list of cards (named by the teacher's name); 'div' on its own, a group named `label`. */
  as?: 'li' | 'div';
  /** The group's name when the card stands alone (`as="div"`). */
  label?: string;
  /** The heading level of the teacher's name in the page. */
  headingLevel?: 2 | 3 | 4;
  /** What the audience may do with the teacher (view the profile, request information). */
  actions?: ReactNode;
}

/** A teacher's profile card as its audience may see it: a school's card also has the certification areas and type. */
export function ProfileCard({ card, as = 'li', label, headingLevel = 3, actions }: ProfileCardProps) {
  const name = profileCardName(card);
  const Heading = `h${headingLevel}` as const;
  const named = as === 'li' ? { 'aria-label': name } : { role: 'group', 'aria-label': label };
  return (
    <StyledCard as={as} {...named}>
      <StyledTop>
        <div>
          <Heading>{name}</Heading>
          {card.subject && <p>{card.subject}</p>}
        </div>
        {card.availability && <Badge tone={availabilityTone(card.availability)}>{card.availability}</Badge>}
      </StyledTop>
      <StyledFacts>
        <dt>Grade Level</dt>
        <dd>{card.gradeLevel || NOT_GIVEN}</dd>
        <dt>Location</dt>
        <dd>{card.location || NOT_GIVEN}</dd>
        <dt>Experience</dt>
        <dd>{card.experience || NOT_GIVEN}</dd>
        <dt>Certification</dt>
        <dd>{card.certification || NOT_GIVEN}</dd>
        <dt>Availability</dt>
        <dd>{card.availability || NOT_GIVEN}</dd>
        {card.audience === 'school' && (
          <>
            <dt>Certification areas</dt>
            <dd>{card.certificationAreas.length ? card.certificationAreas.join(', ') : 'Not listed'}</dd>
            <dt>Certification type</dt>
            <dd>{certTypeLabel(card.certType)}</dd>
          </>
        )}
      </StyledFacts>
      {card.specializations.length > 0 && (
        <StyledTags aria-label="Specializations">
          {card.specializations.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </StyledTags>
      )}
      {card.bio && <p>{card.bio}</p>}
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledCard>
  );
}
