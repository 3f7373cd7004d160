import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel, LoadingText } from 'shared-ui';

/** A page's data: loading, the error panel (naming the request, with Retry) or the page itself. */
export function QueryState<T>({
  query,
  message,
  request,
  children,
}: {
  query: UseQueryResult<T>;
  message: string;
  request: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingText />;
  if (query.isError)
    return (
      <ErrorPanel
        compact
        message={message}
        details={`${request}\n${query.error.message}`}
        onRetry={() => void query.refetch()}
        homeHref="/teacher/dashboard"
      />
    );
  return <>{children(query.data)}</>;
}
