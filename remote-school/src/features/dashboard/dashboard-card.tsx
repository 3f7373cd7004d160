import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, accentCardStyles } from 'shared-ui';
import { cardLayout } from '../../components/card-layout';

const StyledCard = styled.section`
  ${cardLayout}
  ${accentCardStyles}
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > a {
    justify-self: start;
  }
`;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface DashboardCardProps {
  title: string;
  /** The live figure, or a placeholder while it loads. */
  count: ReactNode;
  description: string;
  action: string;
  to: string;
}

/** One of the dashboard's three cards: a count and a button to its list. */
export function DashboardCard({ title, count, description, action, to }: DashboardCardProps) {
  const headingId = `dashboard-card-${to.replace(/\W+/g, '-')}`;
  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <StyledCount>{count}</StyledCount>
      <p>{description}</p>
      <ButtonLink to={to} variant="secondary" size="sm">
        {action}
      </ButtonLink>
    </StyledCard>
  );
}
