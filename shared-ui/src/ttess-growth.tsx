import { dimensionGrowth, formatDate, TTESS_LEVELS, type TtessForm } from 'shared-domain';
import styled from 'styled-components';

export interface TtessGrowthProps {
  /** The intern's observations; those without the T-TESS form add nothing. */
  observations: readonly { date: string; ttess?: TtessForm | null }[];
}

const StyledGrowth = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledCharts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

const StyledChart = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  & svg {
    width: 100%;
    height: 3rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// A table wider than its card scrolls inside its own frame, never the page (docs/ui.md).
const StyledFrame = styled.div`
  overflow-x: auto;
  & table {
    border-collapse: collapse;
    min-width: 100%;
  }
  & th,
  & td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  & thead th {
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const W = 200;
const H = 48;
const PAD = 6;
const y = (score: number) => H - PAD - ((score - 1) / (TTESS_LEVELS.length - 1)) * (H - 2 * PAD);

/** One dimension's levels as a line of points, oldest to newest (1 Improvement Needed at the bottom, 5 Distinguished at the top). */
function Spark({ scores }: { scores: number[] }) {
  const x = (i: number) => (scores.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (scores.length - 1));
  const points = scores.map((s, i) => `${x(i)},${y(s)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {TTESS_LEVELS.map((_, i) => (
        <line key={i} x1={0} x2={W} y1={y(i + 1)} y2={y(i + 1)} stroke="currentColor" strokeOpacity={0.15} strokeWidth={1} />
      ))}
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      {scores.map((s, i) => (
        <circle key={i} cx={x(i)} cy={y(s)} r={3} fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * Growth over the year on the T-TESS rubric (its caller gives the heading): each dimension's levels across the intern's observations, as small
 * charts (the first and latest level said in words beside each) and a table with every level, the charts' accessible
 * equivalent.
 */
export function TtessGrowth({ observations }: TtessGrowthProps) {
  const growth = dimensionGrowth(observations);
  if (growth.length === 0) return <p>No observation on the T-TESS form yet.</p>;
  const dates = [...new Set(growth.flatMap((g) => g.points.map((p) => p.date)))].sort();
  return (
    <StyledGrowth>
      <StyledCharts aria-label="Levels by dimension">
        {growth.map((g) => {
          const first = g.points[0];
          const latest = g.points[g.points.length - 1];
          return (
            <StyledChart key={g.dimension}>
              <strong>{g.label}</strong>
              <Spark scores={g.points.map((p) => p.score)} />
              <span>{g.points.length === 1 ? latest.level : `${first.level} → ${latest.level} (${g.points.length} observations)`}</span>
            </StyledChart>
          );
        })}
      </StyledCharts>
      <StyledFrame role="region" aria-label="T-TESS levels by observation (scrolls sideways)" tabIndex={0}>
        <table>
          <caption>Every level, by observation date</caption>
          <thead>
            <tr>
              <th scope="col">Dimension</th>
              {dates.map((d) => (
                <th key={d} scope="col">
                  {formatDate(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {growth.map((g) => (
              <tr key={g.dimension}>
                <th scope="row">{g.label}</th>
                {dates.map((d) => (
                  <td key={d}>{g.points.find((p) => p.date === d)?.level ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </StyledFrame>
    </StyledGrowth>
  );
}
