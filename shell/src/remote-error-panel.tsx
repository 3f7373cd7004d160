import { ErrorPanel } from 'shared-ui';
import { areaByName } from 'shared-domain';
import type { AreaName } from './remotes';

/** A shared singleton the remote was built against another version of (strictVersion, webpack.common.js). */
export interface VersionSkew {
  /** The shared module, e.g. 'shared-ui'. */
  module: string;
  /** The version the portal (the shell) has loaded. */
  loaded: string;
  /** The range the remote needs. */
  required: string;
}

/**
 * Reads the federation runtime's strictVersion error: "Version 1.0.0 from shell of shared singleton module shared-ui
 * does not satisfy the requirement of remote_school which needs ^2.0.0)".
 */
export function versionSkewOf(error: Error): VersionSkew | null {
  const m = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/.exec(
    error.message,
  );
  return m ? { loaded: m[1], module: m[2], required: m[3] } : null;
}

/**
 * A remote that fails to load (server down, 404, time-out) gets a clear panel with Retry, not a white screen. A remote
 * built against an incompatible version of a shared module says which module and which versions.
 */
export function RemoteErrorPanel({ area, error, onRetry }: { area: AreaName; error: Error; onRetry: () => void }) {
  const { title, remote } = areaByName(area);
  const skew = versionSkewOf(error);
  return (
    <ErrorPanel
      title="This part of the portal could not be loaded"
      message={
        skew
          ? `${title.charAt(0).toUpperCase()}${title.slice(1)} was built for ${skew.module} ${skew.required}, but the portal runs ${skew.module} ${skew.loaded}. Its team needs to deploy a build made for this version.`
          : `We could not load ${title}. Check your connection and try again.`
      }
      details={`${remote}: ${error.message}`}
      onRetry={onRetry}
    />
  );
}
