import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { calloutStyles } from '../callout';

export interface ErrorSummaryItem {
  /** The id of the field's control: the summary's link moves focus there. None: the problem is shown without a link. */
  fieldId?: string;
  /** The message in words (never a field's code name), as the field shows it. */
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  title?: string;
  /**
   * The summary takes focus when this changes while it has items (a failed submit). Without it, whenever the
   * problems change.
   */
  focusKey?: string | number | null;
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

const itemKey = (item: ErrorSummaryItem) => item.fieldId ?? `text:${item.message}`;

/**
 * The GOV.UK error summary: at the top of a failed form, one link per problem to its field, each message
 * once; it takes focus when it appears so that a screen reader reads it first.
 */
export function ErrorSummary({ items, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const unique = items.filter((item, i) => items.findIndex((x) => itemKey(x) === itemKey(item)) === i);
  const key = unique.map((i) => `${itemKey(i)}:${i.message}`).join('|');
  const trigger = focusKey === undefined ? key : focusKey;
  useEffect(() => {
    if (!key || trigger === null) return;
    ref.current?.focus();
    // Again once the task ends: react-hook-form focuses the first field in error a second time in a timer of its
    // own (after the render), which in a browser took the focus from the summary. Not if the user has acted since
    // (a link of the summary followed at once moves focus to its field, and keeps it there).
    const again = () => ref.current?.focus();
    const cancel = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      again();
      stop();
    });
    const stop = () => {
      cancel();
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
    // Only a new failure moves focus: the list changing as fields are corrected does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger]);
  if (!unique.length) return null;
  return (
    <StyledSummary ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} data-error-summary>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {unique.map((item) => (
          <li key={itemKey(item)}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(e) => {
                  e.preventDefault();
                  const target = document.getElementById(item.fieldId ?? '');
                  target?.scrollIntoView?.({ block: 'center' });
                  target?.focus({ preventScroll: true });
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </StyledSummary>
  );
}
