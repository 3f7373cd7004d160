import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { accentCardStyles } from 'shared-ui';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  /** Makes the whole card a link (e.g. to the list it counts). */
  to?: string;
}

const cardStyles = css`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  ${accentCardStyles}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const StyledStat = styled.div`
  ${cardStyles}
`;

const StyledStatLink = styled(Link)`
  ${cardStyles}
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text};
  }
  &:hover > span:first-child {
    text-decoration: underline;
  }
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A dashboard figure: label, big value, optional hint; a link when `to` is set. */
export function StatCard({ label, value, hint, to }: StatCardProps) {
  const content = (
    <>
      {/* data-cell: the browser test measures these for words broken inside their letters. */}
      <StyledLabel data-cell="">{label}</StyledLabel>
      <StyledValue data-cell="">{value}</StyledValue>
      {hint && <StyledHint>{hint}</StyledHint>}
    </>
  );
  return to ? <StyledStatLink to={to}>{content}</StyledStatLink> : <StyledStat>{content}</StyledStat>;
}
