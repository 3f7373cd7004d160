import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, type School } from 'shared-domain';
import { Badge, Section } from 'shared-ui';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  & dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & dd { margin: 0; }
`;

/** Read-only school information: an administrator changes these. */
export function SchoolInfoCard({ school }: { school: School }) {
  const items: [string, ReactNode][] = [
    ['School Name', school.name],
    ['NCES ID', school.ncesId],
    ['District', school.districtName],
    ['Status', <Badge key="s" tone={school.status === 'active' ? 'green' : 'yellow'}>{school.status === 'active' ? 'Active' : 'Awaiting approval'}</Badge>],
    ['Registered', formatDate(school.createdAt)],
  ];
  return (
    <Section title="School Information">
      <StyledFacts>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StyledFacts>
      <p>To change the school name, NCES ID or district, contact the program team.</p>
    </Section>
  );
}
