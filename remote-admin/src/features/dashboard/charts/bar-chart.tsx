import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only the parts a bar chart uses: Chart.js is tree-shaken to them (docs/performance.md has the dashboard's weight).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  labels: string[];
  series: BarSeries[];
  /** Read by screen readers in place of the picture; the figures are also in the table below it. */
  description: string;
  horizontal?: boolean;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A bar chart on a canvas (Chart.js); nothing is drawn where the browser has no 2D canvas. */
export function BarChart({ labels, series, description, horizontal = false }: BarChartProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || typeof CanvasRenderingContext2D === 'undefined' || /jsdom/i.test(navigator.userAgent)) return;
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 4 })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: {
          x: { grid: { display: horizontal } },
          y: { beginAtZero: true, ticks: { precision: 0 }, grid: { display: !horizontal } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal]);
  return (
    <div style={{ position: 'relative', height: '14rem' }}>
      <canvas ref={ref} role="img" aria-label={description} />
    </div>
  );
}
