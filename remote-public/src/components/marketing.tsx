import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from 'shared-ui';

/** Shared building blocks of the marketing pages: hero, a page-width band, a card grid, a call-to-action row. */
export const StyledHero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.sidebar}, ${({ theme }) => theme.colors.primaryHover});
  color: #fff;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
  & h1 {
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  & p {
    max-width: 44rem;
    margin: 0 auto;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & a:not([class]) {
    color: #fff;
  }
  & a:focus-visible,
  & button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

export const StyledBand = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surface : 'transparent')};
  & > * {
    max-width: 72rem;
    margin-left: auto;
    margin-right: auto;
  }
  & > h2 {
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  & > p {
    text-align: center;
    max-width: 44rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

export const StyledGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '14rem' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

export const StyledTile = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledActions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $center = true }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledStepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface Step {
  title: string;
  text: ReactNode;
}

/** A numbered list of steps shown as tiles. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <StyledGrid as="ol">
      {steps.map((s, i) => (
        <StyledTile as="li" key={s.title}>
          <StyledStepNumber aria-hidden="true">{i + 1}</StyledStepNumber>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </StyledTile>
      ))}
    </StyledGrid>
  );
}

/** A titled band of a marketing page: heading (labels the band), one line of intro, then its content. */
export function Band({
  id,
  title,
  intro,
  muted,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  muted?: boolean;
  children?: ReactNode;
}) {
  return (
    <StyledBand $muted={muted} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {children}
    </StyledBand>
  );
}

/** Tiles of a title and a text. */
export function TileGrid({ tiles, min }: { tiles: readonly Step[]; min?: string }) {
  return (
    <StyledGrid $min={min}>
      {tiles.map((t) => (
        <StyledTile key={t.title}>
          <h3>{t.title}</h3>
          <p>{t.text}</p>
        </StyledTile>
      ))}
    </StyledGrid>
  );
}

export interface CtaLink {
  to: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

/** A row of call-to-action links. */
export function CtaLinks({ links }: { links: readonly CtaLink[] }) {
  return (
    <StyledActions>
      {links.map((l) => (
        <ButtonLink key={l.to} to={l.to} variant={l.variant ?? 'primary'}>
          {l.label}
        </ButtonLink>
      ))}
    </StyledActions>
  );
}
