import { ErrorPanel } from 'shared-ui';
import type { AreaName } from './remotes';

const AREA_TITLES: Record<AreaName, string> = {
  public: 'the public site',
  admin: 'the admin area',
  school: 'the school area',
  supervisor: 'the supervisor area',
};

/** A remote that fails to load (server down, 404, time-out) gets a clear panel with Retry, not a white screen. */
export function RemoteErrorPanel({ area, error, onRetry }: { area: AreaName; error: Error; onRetry: () => void }) {
  return (
    <ErrorPanel
      title="This part of the portal could not be loaded"
      message={`We could not load ${AREA_TITLES[area]}. Check your connection and try again.`}
      details={`remote_${area}: ${error.message}`}
      onRetry={onRetry}
    />
  );
}
