import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DescriptionList, Section } from 'shared-ui/staff';

/** A titled detail card of label / value pairs; a blank value reads '—'. */
export const DetailsCard = ({ title, items }: { title: string; items: [string, ReactNode][] }) => (
  <Section title={title}>
    <DescriptionList items={items} />
  </Section>
);

export const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;
