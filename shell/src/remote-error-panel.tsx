import { ErrorPanel } from 'shared-ui';
import { areaByName } from 'shared-domain';
import type { AreaName } from './remotes';

/** A remote that fails to load (server down, 404, time-out) gets a clear panel with Retry, not a white screen. */
export function RemoteErrorPanel({ area, error, onRetry }: { area: AreaName; error: Error; onRetry: () => void }) {
  return (
    <ErrorPanel
      title="This part of the portal could not be loaded"
      message={`We could not load ${areaByName(area).title}. Check your connection and try again.`}
      details={`${areaByName(area).remote}: ${error.message}`}
      onRetry={onRetry}
    />
  );
}
