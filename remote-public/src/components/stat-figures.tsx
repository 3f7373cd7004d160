import styled from 'styled-components';
import { MARKETING_FIGURES } from '../content/marketing';

/** The marketing claims of product spec §1 (claims, not data). */
export const FIGURES = [
  { value: MARKETING_FIGURES.teachersCertified, label: 'Teachers Certified' },
  { value: MARKETING_FIGURES.partnerDistricts, label: 'Partner Districts' },
  { value: MARKETING_FIGURES.retention, label: 'Retention Rate' },
  { value: MARKETING_FIGURES.supportYears, label: 'Average Support' },
  { value: MARKETING_FIGURES.daysToHire, label: 'Average Time to Hire' },
] as const;

const StyledList = styled.dl`
  /* A row that wraps stays centred (a grid left the fifth figure alone at the left). */
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  text-align: center;
  & > div {
    flex: 0 1 11rem;
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & dd {
    margin: 0;
    font-size: 2.25rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export function StatFigures() {
  return (
    <StyledList>
      {FIGURES.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </StyledList>
  );
}
