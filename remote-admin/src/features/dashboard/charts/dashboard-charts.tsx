import { useMemo } from 'react';
import styled from 'styled-components';
import type { AdminDashboard } from 'shared-domain';
import { theme } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { BarChart, type BarSeries } from './bar-chart';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme: t }) => t.space.lg};
  & figure {
    margin: 0;
    display: grid;
    gap: ${({ theme: t }) => t.space.xs};
    min-width: 0;
  }
  & figcaption {
    font-weight: ${({ theme: t }) => t.fontWeights.semibold};
  }
  & table {
    border-collapse: collapse;
    font-size: ${({ theme: t }) => t.fontSizes.sm};
  }
  & th,
  & td {
    padding: 2px ${({ theme: t }) => t.space.sm};
    text-align: left;
  }
`;

/** The teacher statuses of the pipeline, in order (product spec teacherStatus values). */
const PIPELINE = [
  ['pending', 'Pending'],
  ['intern', 'Intern'],
  ['ready for hire', 'Ready for hire'],
  ['hired', 'Hired'],
] as const;

const weekLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

interface FigureProps {
  title: string;
  /** Names the table's first column (what each bar is). */
  rowHeader: string;
  labels: string[];
  series: BarSeries[];
  horizontal?: boolean;
}

/** One chart with its caption and, for anyone who cannot see it, the same figures as a table. */
function ChartFigure({ title, rowHeader, labels, series, horizontal }: FigureProps) {
  const description = `${title}: ${labels
    .map((l, i) => `${l} ${series.map((s) => (series.length > 1 ? `${s.label.toLowerCase()} ${s.values[i]}` : s.values[i])).join(', ')}`)
    .join('; ')}`;
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <BarChart labels={labels} series={series} description={description} horizontal={horizontal} />
      <details>
        <summary>Figures</summary>
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={l}>
                <th scope="row">{l}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Pictures of the program: the pipeline, how long hiring takes, observations due against done by week. */
export default function DashboardCharts({ data }: { data: AdminDashboard }) {
  const { byStatus } = data.stats.teachers;
  const { daysToHire, observationsByWeek } = data.charts;
  const figures = useMemo<FigureProps[]>(
    () => [
      {
        title: 'Pipeline',
        rowHeader: 'Status',
        labels: PIPELINE.map(([, label]) => label),
        series: [{ label: 'Teachers', values: PIPELINE.map(([status]) => byStatus[status] ?? 0), color: theme.colors.primary }],
        horizontal: true,
      },
      {
        title: 'Days from the hired list to hire',
        rowHeader: 'Days',
        labels: daysToHire.map((b) => `${b.bucket} days`),
        series: [{ label: 'Teachers hired', values: daysToHire.map((b) => b.count), color: theme.colors.success.solid }],
      },
      {
        title: 'Observations due and done, by week',
        rowHeader: 'Week of',
        labels: observationsByWeek.map((w) => weekLabel(w.week)),
        series: [
          { label: 'Due', values: observationsByWeek.map((w) => w.due), color: theme.colors.warning.solid },
          { label: 'Done', values: observationsByWeek.map((w) => w.done), color: theme.colors.primary },
        ],
      },
    ],
    [byStatus, daysToHire, observationsByWeek],
  );
  return (
    <Section title="Pipeline and trends">
      <StyledGrid>
        {figures.map((f) => (
          <ChartFigure key={f.title} {...f} />
        ))}
      </StyledGrid>
    </Section>
  );
}
