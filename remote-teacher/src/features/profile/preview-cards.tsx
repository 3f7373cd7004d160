import styled from 'styled-components';
import type { MyProfileResponse } from 'shared-domain';
import { Badge, cardStyles } from 'shared-ui';

// The two cards the teacher's profile shows as, with the fields and wording of Browse (remote-public's TeacherCard)
// and Find Teachers (remote-school's TeacherCard), from the server's preview (the same answers those lists give).

const StyledCard = styled.div`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  & h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  & p {
    margin: 0;
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

const tone = (availability: string) => (availability === 'Immediate' ? 'green' : 'blue');

/** As a visitor sees it on Browse (GET public/teachers). */
export function VisitorCard({ teacher: t }: { teacher: MyProfileResponse['preview']['visitor'] }) {
  return (
    <StyledCard role="group" aria-label="As a visitor sees it on Browse">
      <h4>
        {t.firstName} {t.lastInitial}.
      </h4>
      <p>{t.subject}</p>
      {t.availability && (
        <p>
          <Badge tone={tone(t.availability)}>{t.availability}</Badge>
        </p>
      )}
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
    </StyledCard>
  );
}

const certTypeLabel = (v: string) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : 'Not specified');

/** As an approved school sees it on Find Teachers (GET teachers/available). */
export function SchoolCard({ teacher: t }: { teacher: MyProfileResponse['preview']['school'] }) {
  return (
    <StyledCard role="group" aria-label="As a school sees it on Find Teachers">
      <h4>
        {t.name.first} {t.name.last}
      </h4>
      <StyledFacts>
        <dt>Certification</dt>
        <dd>{t.certificationAreas.length ? t.certificationAreas.join(', ') : 'Not listed'}</dd>
        <dt>Location</dt>
        <dd>{t.location || 'Not listed'}</dd>
        <dt>Certification type</dt>
        <dd>{certTypeLabel(t.certType)}</dd>
        <dt>Availability</dt>
        <dd>{t.availability ? <Badge tone={tone(t.availability)}>{t.availability}</Badge> : 'Not listed'}</dd>
      </StyledFacts>
    </StyledCard>
  );
}
