import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

// A document the portal prints (a charge's invoice, a teacher's evidence for an audit): a card on the screen; printed,
// the document alone on the paper. One frame for both, so the two print alike.

/** Printing shows the document alone: the menu, the header and the buttons stay off the paper. */
const PrintAlone = createGlobalStyle<{ $id: string }>`
  @media print {
    body * { visibility: hidden; }
    #${({ $id }) => $id}, #${({ $id }) => $id} * { visibility: visible; }
    #${({ $id }) => $id} { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
    #${({ $id }) => $id} section { break-inside: avoid-page; }
    #${({ $id }) => $id} tr { break-inside: avoid; }
  }
`;

const StyledDocument = styled.article<{ $maxWidth: string }>`
  display: grid;
  max-width: ${({ $maxWidth }) => $maxWidth};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
  & h2,
  & h3,
  & p {
    margin: 0;
  }
`;

export interface PrintableDocumentProps {
  /** The element's id, which the print rule names (one printable document a page). */
  id: string;
  /** The document's accessible name ('Invoice INV-…', 'Evidence of …'). */
  label: string;
  /** How wide it grows on a wide screen (an invoice 48rem, the evidence 60rem). */
  maxWidth: string;
  /** A document's own rules (styled(PrintableDocument)`…`): its gaps, tables and phone padding. */
  className?: string;
  children: ReactNode;
}

/** The frame of a printable document: on the screen a card, printed the only thing on the paper. */
export function PrintableDocument({ id, label, maxWidth, className, children }: PrintableDocumentProps) {
  return (
    <>
      <PrintAlone $id={id} />
      <StyledDocument id={id} aria-label={label} $maxWidth={maxWidth} className={className}>
        {children}
      </StyledDocument>
    </>
  );
}
