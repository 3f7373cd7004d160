import styled from 'styled-components';
import { GLOSSARY, type AvailableTeacher, type PublicTeacher } from 'shared-domain';
import { Badge } from './badge';

// What a teacher's card says on Browse (remote-public) and on Find Teachers (remote-school), in one place, so
// the teacher's own profile preview (remote-teacher) shows exactly what a visitor and a school see.

/** The badge tone of a teacher's availability. */
export const availabilityTone = (availability: string) => (availability === 'Immediate' ? 'green' : 'blue');

/** A certification type as the school's list writes it ('Standard'); blank: not provided. */
export const certTypeLabel = (v: string) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : GLOSSARY.notProvided);

const StyledFacts = styled.dl<{ $labels: 'strong' | 'muted' }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & dt {
    ${({ theme, $labels }) => ($labels === 'strong' ? `font-weight: ${theme.fontWeights.semibold};` : `color: ${theme.colors.textMuted};`)}
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

type BrowseFacts = Pick<
  PublicTeacher,
  'gradeLevel' | 'location' | 'experience' | 'certification' | 'availability' | 'specializations' | 'bio'
>;

/** A card's body on Browse (GET public/teachers): the facts, the specializations and the bio. */
export function BrowseCardFacts({ teacher: t }: { teacher: BrowseFacts }) {
  return (
    <>
      <StyledFacts $labels="strong">
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
    </>
  );
}

type SchoolFacts = Pick<AvailableTeacher, 'certificationAreas' | 'location' | 'certType' | 'availability'>;

/** A card's facts on an approved school's Find Teachers (GET teachers/available): the limited profile. */
export function FindTeachersCardFacts({ teacher: t }: { teacher: SchoolFacts }) {
  return (
    <StyledFacts $labels="muted">
      <dt>Certification</dt>
      <dd>{t.certificationAreas.length ? t.certificationAreas.join(', ') : 'Not listed'}</dd>
      <dt>Location</dt>
      <dd>{t.location || 'Not listed'}</dd>
      <dt>Certification type</dt>
      <dd>{certTypeLabel(t.certType)}</dd>
      <dt>Availability</dt>
      <dd>{t.availability ? <Badge tone={availabilityTone(t.availability)}>{t.availability}</Badge> : 'Not listed'}</dd>
    </StyledFacts>
  );
}
