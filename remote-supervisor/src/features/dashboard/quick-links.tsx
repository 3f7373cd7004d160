import styled from 'styled-components';
import { ButtonLink } from 'shared-ui';
import { paths } from '../../paths';

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Shortcuts to the other screens of the area. */
export function QuickLinks() {
  return (
    <StyledNav aria-label="Quick links">
      <ButtonLink to={paths.teachers.list.getHref()} variant="secondary">
        Go to Teachers
      </ButtonLink>
      <ButtonLink to={paths.schools.getHref()} variant="secondary">
        Go to Schools
      </ButtonLink>
      <ButtonLink to={paths.settings.getHref()} variant="secondary">
        Go to Settings
      </ButtonLink>
    </StyledNav>
  );
}
