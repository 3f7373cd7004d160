import type { AppConfig } from 'shared-domain';

let request: Promise<Partial<AppConfig>> | undefined;

/**
 * The runtime config (/app-config.json: where each remote is, contact details), asked for once. index.ts asks as the
 * shell's first script runs, so it arrives while the shared code loads; bootstrap awaits the same answer. A missing
 * or broken file means same-origin defaults.
 */
export function requestAppConfig(): Promise<Partial<AppConfig>> {
  request ??= fetch('/app-config.json', { cache: 'no-cache' })
    .then((res) => (res.ok ? (res.json() as Promise<Partial<AppConfig>>) : {}))
    .catch(() => ({}));
  return request;
}
