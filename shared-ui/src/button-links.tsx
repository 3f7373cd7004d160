import styled from 'styled-components';
import { ButtonLink, type ButtonVariant } from 'shared-ui';
import { withListSearch } from './list-return';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ButtonLinkItem {
  to: string;
  label: string;
  variant?: ButtonVariant;
  state?: unknown;
}

/** A wrapping row of link buttons (quick actions, shortcuts). With a `label` it is a named navigation landmark. */
export function ButtonLinks({ links, label }: { links: readonly ButtonLinkItem[]; label?: string }) {
  return (
    <StyledRow as={label ? 'nav' : 'div'} aria-label={label}>
      {links.map((l) => (
        <ButtonLink key={l.to} to={l.to} state={l.state} variant={l.variant ?? 'primary'}>
          {l.label}
        </ButtonLink>
      ))}
    </StyledRow>
  );
}

/** One placement on every page: its own line above the page header, the same space below it. */
const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/**
 * '← Back to {label}': the way up from a record to its list, on its own line above the page header. It returns to the
 * search and filters the list last showed in this tab.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <StyledBack>
      <ButtonLink to={withListSearch(to)} variant="link">
        {`← Back to ${label}`}
      </ButtonLink>
    </StyledBack>
  );
}
