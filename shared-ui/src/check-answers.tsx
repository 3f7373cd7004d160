import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
// Its own entry ('shared-ui/check-answers'), not in shared-ui: a federation shared module is loaded whole, so there it
// would weigh on the first load of every page; only the forms that end with it bring it, in their own chunks.
import { Button, VisuallyHidden } from 'shared-ui';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
`;

/** Key, value and 'Change' in a row at 1366 px; key over value, 'Change' beside the value, at 390 px. */
const StyledList = styled.dl`
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr) max-content;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: baseline;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: break-word;
    white-space: pre-line;
  }
  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: minmax(0, 1fr) max-content;
    & dt {
      grid-column: 1 / -1;
    }
  }
`;

const StyledBlank = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CheckAnswersRow {
  /** The field's name: what 'Change' hands back. */
  name: string;
  /** The field's label, as the form shows it. */
  label: string;
  value: ReactNode;
}

export interface CheckAnswersProps {
  heading?: string;
  rows: readonly CheckAnswersRow[];
  /** Back to the form with that field focused. */
  onChange: (name: string) => void;
  /** What a blank answer reads as. */
  blank?: string;
  /** Said under the heading, e.g. which answers are left out. */
  intro?: ReactNode;
  /** The submit button (and any other action) under the list. */
  children?: ReactNode;
}

/**
 * 'Check your answers' before a form is sent: one row per answer with a 'Change' that goes back to its field. The
 * heading takes focus when the step opens, so a screen reader hears where it is.
 */
export function CheckAnswers({ heading = 'Check your answers', rows, onChange, blank = 'Not given', intro, children }: CheckAnswersProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <StyledSection aria-label={heading}>
      <h2 ref={title} tabIndex={-1}>
        {heading}
      </h2>
      {intro}
      <StyledList>
        {rows.map((row) => (
          <StyledRow key={row.name}>
            <dt>{row.label}</dt>
            <dd>{row.value === '' || row.value === null || row.value === undefined ? <StyledBlank>{blank}</StyledBlank> : row.value}</dd>
            <dd>
              <Button type="button" variant="link" onClick={() => onChange(row.name)}>
                Change<VisuallyHidden> {row.label}</VisuallyHidden>
              </Button>
            </dd>
          </StyledRow>
        ))}
      </StyledList>
      {children}
    </StyledSection>
  );
}
