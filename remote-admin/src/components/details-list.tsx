import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DescriptionList } from 'shared-ui';

/** Label / value pairs of a detail card; a blank value reads '—'. */
export const DetailsList = ({ items }: { items: [string, ReactNode][] }) => <DescriptionList items={items} />;

export const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
