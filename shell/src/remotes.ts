import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS, CHUNK_LOAD_TIMEOUT_MS, areaByName, type AreaName } from 'shared-domain';
import { getAppConfig } from 'shared-auth';
import type { AreaModule } from 'shared-ui';

/** What every remote exposes as './routes' (shared-ui's defineArea builds it). */
export type { AreaModule, AreaName };

/** Registers the remotes at the URLs of the runtime config (so a remote redeploys without rebuilding the shell). */
export function registerAreaRemotes(force = false) {
  const { remotes } = getAppConfig();
  registerRemotes(
    AREAS.map((area) => ({ name: area.remote, entry: new URL(remotes[area.name], window.location.href).href })),
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
      (e: unknown) => {
        clearTimeout(id);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Loads an area's routes; a retry re-registers the remote so a failed entry script is fetched again. */
export async function loadArea(area: AreaName, retry = false): Promise<AreaModule> {
  if (retry) registerAreaRemotes(true);
  const mod = await withTimeout(loadRemote<AreaModule>(`${areaByName(area).remote}/routes`), CHUNK_LOAD_TIMEOUT_MS);
  if (!mod || typeof mod.default !== 'function') throw new Error(`The ${area} area did not provide its routes`);
  return mod;
}
