import { Button, ErrorPanel, type ButtonSize } from 'shared-ui';

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
