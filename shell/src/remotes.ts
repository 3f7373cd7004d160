import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS } from 'shared-domain';
import { getAppConfig } from 'shared-auth';
import type { ComponentType } from 'react';

export type AreaName = 'public' | 'admin' | 'school' | 'supervisor';
export const AREAS: AreaName[] = ['public', 'admin', 'school', 'supervisor'];

/** What every remote exposes as './routes': the component that renders the area's nested routes. */
export interface AreaModule {
  default: ComponentType;
  /** Optional: warms up the page at `pathname` (its code, its data) while the shell shows the splash. */
  preload?: (pathname: string) => Promise<unknown>;
}

/** Registers the remotes at the URLs of the runtime config (so a remote redeploys without rebuilding the shell). */
export function registerAreaRemotes(force = false) {
  const { remotes } = getAppConfig();
  registerRemotes(
    AREAS.map((area) => ({ name: `remote_${area}`, entry: new URL(remotes[area], window.location.href).href })),
    { force },
  );
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const id = setTimeout(() => reject(new Error(`Timed out after ${ms / 1000} s`)), ms);
    p.then(
      (v) => {
        clearTimeout(id);
        resolve(v);
      },
      (e) => {
        clearTimeout(id);
        reject(e);
      },
    );
  });
}

/** Loads an area's routes; a retry re-registers the remote so a failed entry script is fetched again. */
export async function loadArea(area: AreaName, retry = false): Promise<AreaModule> {
  if (retry) registerAreaRemotes(true);
  const mod = await withTimeout(loadRemote<AreaModule>(`remote_${area}/routes`), CHUNK_LOAD_TIMEOUT_MS);
  if (!mod || typeof mod.default !== 'function') throw new Error(`The ${area} area did not provide its routes`);
  return mod;
}
