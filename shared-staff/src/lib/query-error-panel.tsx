import { ErrorPanel } from 'shared-ui';

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
