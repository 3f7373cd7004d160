import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import type { AreaName, ClientErrorKind } from 'shared-domain';
import { ErrorPanel } from './error-panel';
import { reloadPage } from './browser';

/** What a boundary hands to whoever reports errors (the shell reports them to the server through shared-auth). */
export interface CaughtError {
  area: AreaName;
  kind: ClientErrorKind;
  error: unknown;
  /** The page's path, without query string. */
  pathname: string;
}

export interface ErrorReporting {
  report: (caught: CaughtError) => void;
  /** Test builds only (the runtime config says so): a page throws when asked by `?__throw=render|chunk`. */
  testThrow: boolean;
}

/**
 * How caught errors leave the browser. shared-ui makes no API call: the shell provides the reporter, so every area's
 * boundaries (shared-ui is one shared module) report the same way. Without a provider (an area's own tests) errors
 * are shown, not sent.
 */
export const ErrorReportingContext = createContext<ErrorReporting>({ report: () => undefined, testThrow: false });
export const useErrorReporting = () => useContext(ErrorReportingContext);

/** A failed download of a code chunk (webpack's ChunkLoadError, a failed dynamic import): only a reload helps. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export const PAGE_ERROR_TEXT = {
  render: {
    title: 'Something went wrong on this page',
    message: 'This page ran into a problem and could not be shown. The error has been reported. Try again, or choose another page.',
    action: 'Try again',
  },
  chunk: {
    title: 'This page could not be loaded',
    message: 'Part of the portal failed to download, perhaps because a new version was just released. Reload the page to get it.',
    action: 'Reload the page',
  },
} as const;

export interface ErrorBoundaryProps {
  area: AreaName;
  /** The current path: when it changes (the menu was used), a caught error is cleared and the new page renders. */
  pathname: string;
  children: ReactNode;
}

/**
 * Catches what a page (or a whole area) throws while rendering and shows the error panel in its place, reporting
 * the error once. 'Try again' renders the children again; a chunk that failed to load offers a reload instead
 * (React keeps a failed lazy() import failed, so rendering again would not fetch it again).
 */
/** `error` is null while the children render. */
interface BoundaryState {
  error: unknown;
  pathname: string;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  static contextType = ErrorReportingContext;
  declare context: ErrorReporting;
  state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    const { area, pathname } = this.props;
    this.context.report({ area, kind: isChunkLoadError(error) ? 'chunk' : 'render', error, pathname });
  }

  private reset = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const kind = isChunkLoadError(error) ? 'chunk' : 'render';
    const text = PAGE_ERROR_TEXT[kind];
    return (
      <ErrorPanel
        title={text.title}
        message={text.message}
        details={error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : undefined}
        retryLabel={text.action}
        onRetry={kind === 'chunk' ? reloadPage : this.reset}
        homeHref={null}
        compact
      />
    );
  }
}

/** Test builds only: throws while rendering when the page's URL asks (`?__throw=render`, `?__throw=chunk`). */
export function TestThrow({ search }: { search: string }) {
  const { testThrow } = useErrorReporting();
  if (!testThrow) return null;
  const asked = new URLSearchParams(search).get('__throw');
  if (asked === 'render') throw new Error('Test error thrown on request (?__throw=render)');
  if (asked === 'chunk') throw Object.assign(new Error('Loading chunk test failed (?__throw=chunk)'), { name: 'ChunkLoadError' });
  return null;
}
