import { sessionPaths, CLIENT_ERROR_MAX, type AreaName, type ClientErrorKind, type ClientErrorReport } from 'shared-domain';
import { apiFetch } from './api-client';

/** The build's label (webpack's DefinePlugin), or '' (tests, unlabelled builds). */
const release = () =>
  (typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '').replace(/[^\w.+-]/g, '-').slice(0, CLIENT_ERROR_MAX.release);

/**
 * What is sent about an error: the area, the page's path (no query string or fragment: they can hold an e-mail
 * address or a token), the error's message and stack cut to the server's limits, and the build. No user: the
 * server takes the role, at most, from the token.
 */
export function clientErrorReport(o: { area: AreaName; kind: ClientErrorKind; error: unknown; pathname: string }): ClientErrorReport {
  const err = o.error instanceof Error ? o.error : new Error(String(o.error));
  const page = (o.pathname.split(/[?#]/)[0] || '/').replace(/\s/g, '');
  return {
    area: o.area,
    kind: o.kind,
    page: (page.startsWith('/') ? page : `/${page}`).slice(0, CLIENT_ERROR_MAX.page),
    message: (`${err.name}: ${err.message}`.trim() || 'Unknown error').slice(0, CLIENT_ERROR_MAX.message),
    stack: (err.stack ?? '').slice(0, CLIENT_ERROR_MAX.stack),
    release: release(),
  };
}

/** Sends an error report, fire-and-forget: reporting never throws and never waits (a failed report is dropped). */
export function reportClientError(o: Parameters<typeof clientErrorReport>[0]): void {
  void apiFetch(sessionPaths.clientErrors, { method: 'POST', body: clientErrorReport(o) }).catch(() => undefined);
}
