import { errorMessage, useAuth } from 'shared-auth';
import { ErrorPanel } from 'shared-ui';

export interface QueryErrorPanelProps {
  /** The failed query. */
  query: { error: Error; refetch: () => unknown };
  /** Shown when the server gave no message. */
  fallback: string;
  /** The request that failed ('GET /api/...'), or how to name it for the signed-in school. */
  request: string | ((schoolId: string) => string);
}

/** A school-area page whose data could not be loaded: the reason, the failed request and 'Try again'. */
export function QueryErrorPanel({ query, fallback, request }: QueryErrorPanelProps) {
  const { user } = useAuth();
  return (
    <ErrorPanel
      message={errorMessage(query.error, fallback)}
      details={`${typeof request === 'string' ? request : request(user?.profile ?? '')}: ${query.error.message}`}
      onRetry={() => void query.refetch()}
    />
  );
}
