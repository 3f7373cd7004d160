import type { ReactNode } from 'react';
import styled from 'styled-components';
// Its own entry ('shared-ui/disclosures'), not in shared-ui: a federation shared module is loaded whole, so there it
// would weigh on the first load of every page; only the pages that show the disclosures bring it.
import type { Disclosure } from 'shared-domain';

/** What a disclosure's text is made of (the offer's copy carries its receipt besides). */
type DisclosureWords = Pick<Disclosure, 'title' | 'section' | 'version' | 'paragraphs'>;

const StyledCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
  & h3,
  & p {
    margin: 0;
  }
  /* A button naming the disclosure ("I have read …") wraps at 390 px rather than widening the page. */
  & button {
    white-space: normal;
    text-align: start;
    max-width: 100%;
  }
`;

/**
 * A disclosure's text as the program gives it (shared-domain's DISCLOSURES): its paragraphs and the rule and text
 * version a receipt names, so the visitor before applying and the candidate acknowledging read the same words.
 */
export function DisclosureText({ disclosure }: { disclosure: DisclosureWords }) {
  return (
    <>
      {disclosure.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <small>
          {disclosure.section} · text version {disclosure.version}
        </small>
      </p>
    </>
  );
}

/** A disclosure under its title, in a card named by it; `children` follow the text (a receipt, or the button that makes one). */
export function DisclosureCard({ disclosure, children }: { disclosure: DisclosureWords; children?: ReactNode }) {
  return (
    <StyledCard aria-label={disclosure.title}>
      <h3>{disclosure.title}</h3>
      <DisclosureText disclosure={disclosure} />
      {children}
    </StyledCard>
  );
}
