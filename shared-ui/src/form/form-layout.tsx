import type { FieldsetHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface FieldGroupProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** Rendered as the fieldset's legend (groups checkboxes, address parts, ...). */
  legend: ReactNode;
  children: ReactNode;
}

/** A fieldset without the browser's frame: a column of fields (its legend, if any, styled as a heading). */
export const PlainFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function FieldGroup({ legend, children, ...rest }: FieldGroupProps) {
  return (
    <PlainFieldset {...rest}>
      <legend>{legend}</legend>
      {children}
    </PlainFieldset>
  );
}

export interface FormGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns on wide screens; always one column on narrow ones. */
  columns?: 1 | 2 | 3;
}

const StyledGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  /* A field with a hint or an error is taller: its neighbours keep their own height rather than stretch. */
  align-items: start;
  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function FormGrid({ columns = 2, ...rest }: FormGridProps) {
  return <StyledGrid $columns={columns} {...rest} />;
}
