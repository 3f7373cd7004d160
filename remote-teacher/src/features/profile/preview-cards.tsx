import styled from 'styled-components';
import type { MyProfileResponse } from 'shared-domain';
import { Badge, BrowseCardFacts, FindTeachersCardFacts, availabilityTone, cardStyles } from 'shared-ui';

// The two cards the teacher's profile shows as, with the fields and wording of Browse (remote-public's TeacherCard)
// and Find Teachers (remote-school's TeacherCard), from the server's preview (the same answers those lists give): the
// facts are the components those cards use (shared-ui's teacher-card-facts).

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
          <Badge tone={availabilityTone(t.availability)}>{t.availability}</Badge>
        </p>
      )}
      <BrowseCardFacts teacher={t} />
    </StyledCard>
  );
}

/** As an approved school sees it on Find Teachers (GET teachers/available). */
export function SchoolCard({ teacher: t }: { teacher: MyProfileResponse['preview']['school'] }) {
  return (
    <StyledCard role="group" aria-label="As a school sees it on Find Teachers">
      <h4>
        {t.name.first} {t.name.last}
      </h4>
      <FindTeachersCardFacts teacher={t} />
    </StyledCard>
  );
}
