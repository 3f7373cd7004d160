import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { calloutStyles } from '../callout';

export interface ErrorSummaryItem {
  /** The id of the field's control: the summary's link moves focus there. */
  fieldId: string;
  /** The message in words (never a field's code name), as the field shows it. */
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  title?: string;
}

const StyledSummary = styled.div`
  ${calloutStyles('danger')}
  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
  & a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * The GOV.UK error summary (issue 34): at the top of a failed form, one link per problem to its field, each message
 * once; it takes focus when it appears so that a screen reader reads it first.
 */
export function ErrorSummary({ items, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const unique = items.filter((item, i) => items.findIndex((x) => x.fieldId === item.fieldId) === i);
  const key = unique.map((i) => `${i.fieldId}:${i.message}`).join('|');
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (!unique.length) return null;
  return (
    <StyledSummary ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {unique.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </StyledSummary>
  );
}
