import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState } from 'shared-ui';
import { Section } from './section';

/**
 * A bare list: no bullets, no indent. Items are a wrapping row of their parts ('row', the default) or
 * a stack of lines ('stack'); `$gap` spaces the items.
 */
export const PlainList = styled.ul<{ $items?: 'row' | 'stack'; $gap?: 'xs' | 'sm' }>`
  display: grid;
  gap: ${({ theme, $gap = 'xs' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    ${({ $items = 'row' }) =>
      $items === 'row'
        ? css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${({ theme }) => theme.space.sm};
          `
        : css`
            display: grid;
            gap: ${({ theme }) => theme.space.xxs};
          `}
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ListPanelProps<T> {
  title: string;
  items: readonly T[];
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  layout?: 'row' | 'stack';
  gap?: 'xs' | 'sm';
}

/** A titled card listing items, or a plain message when there are none (dashboard panels, assignments). */
export function ListPanel<T>({ title, items, empty, itemKey, renderItem, layout, gap }: ListPanelProps<T>) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <PlainList $items={layout} $gap={gap}>
          {items.map((item, i) => (
            <li key={itemKey(item, i)}>{renderItem(item)}</li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
