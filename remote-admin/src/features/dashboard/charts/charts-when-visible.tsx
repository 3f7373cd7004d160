import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AdminDashboard } from 'shared-domain';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

/**
 * The dashboard's charts (Chart.js, 42 KB brotli) load once their place comes near the screen, after the
 * figures and alerts above them have painted, and never for someone who does not scroll down to them.
 * Without IntersectionObserver they load at once.
 */
export function ChartsWhenVisible({ data }: { data: AdminDashboard }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={spot} style={{ minHeight: near ? undefined : '1px' }}>
      {near && (
        <Suspense fallback={null}>
          <DashboardCharts data={data} />
        </Suspense>
      )}
    </div>
  );
}
