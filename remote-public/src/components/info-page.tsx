import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from 'shared-ui';
import { StyledHero } from './marketing';
import { usePageTitle } from './page-title';
import type { InfoSection } from '../content/info-pages';

const StyledBody = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  & ul,
  & ol {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & section > p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const StyledCta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface InfoPageProps {
  title: string;
  intro: ReactNode;
  /** Titled sections (content/info-pages.tsx); `children` follow them. */
  sections?: readonly InfoSection[];
  children?: ReactNode;
  /** Calls to action at the end of the page. */
  actions?: readonly { to: string; label: string; variant?: 'primary' | 'secondary' }[];
}

/** A short content page (For Teachers, FAQ, Privacy...): hero, sections, optional calls to action. */
export function InfoPage({ title, intro, sections = [], children, actions = [] }: InfoPageProps) {
  usePageTitle(title);
  return (
    <>
      <StyledHero>
        <h1>{title}</h1>
        <p>{intro}</p>
      </StyledHero>
      <StyledBody>
        {sections.map(({ heading, body }) => (
          <section key={heading}>
            <h2>{heading}</h2>
            {body}
          </section>
        ))}
        {children}
        {actions.length > 0 && (
          <StyledCta>
            {actions.map((a) => (
              <ButtonLink key={a.to} to={a.to} variant={a.variant ?? 'primary'}>
                {a.label}
              </ButtonLink>
            ))}
          </StyledCta>
        )}
      </StyledBody>
    </>
  );
}
