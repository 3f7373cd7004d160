import type { ReactNode } from 'react';
import { Button, ErrorPanel, LoadingText, type ButtonSize } from 'shared-ui';

export interface QueryErrorPanelProps {
  /** The failed query. */
  query: { error: Error; refetch: () => unknown };
  message: string;
  /** The request that failed ('GET /api/...'), shown above the server's answer. */
  request?: string;
  /** Where 'Go home' leads, when not to the area's landing page. */
  homeHref?: string;
}

/** A staff screen whose data could not be loaded: what failed, the request and the answer, and 'Try again'. */
export function QueryErrorPanel({ query, message, request, homeHref }: QueryErrorPanelProps) {
  return (
    <ErrorPanel
      message={message}
      details={request ? `${request}\n${query.error.message}` : query.error.message}
      onRetry={() => void query.refetch()}
      homeHref={homeHref}
    />
  );
}

/** 'Retry' for a query that failed inside a page that still shows the rest. */
export function RetryButton({ query, size }: { query: { refetch: () => unknown }; size?: ButtonSize }) {
  return (
    <Button size={size} variant="secondary" onClick={() => void query.refetch()}>
      Retry
    </Button>
  );
}

export interface QueryContentProps<T> extends Omit<QueryErrorPanelProps, 'query'> {
  /** The query whose data the screen shows (React Query's result). */
  query: { isPending: boolean; isError: boolean; data: T | undefined; error: Error | null; refetch: () => unknown };
  /** What the data shows, once it is there. */
  children: (data: T) => ReactNode;
}

/** A staff screen's data in its three states: loading, the error panel with the failed request, or what it shows. */
export function QueryContent<T>({ query, children, ...panel }: QueryContentProps<T>) {
  if (query.isPending) return <LoadingText />;
  if (query.isError || query.data === undefined)
    return <QueryErrorPanel query={{ error: query.error ?? new Error(panel.message), refetch: query.refetch }} {...panel} />;
  return <>{children(query.data)}</>;
}
