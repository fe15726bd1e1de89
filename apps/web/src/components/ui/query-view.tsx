import type { ReactNode } from 'react';
import { errorMessageOf, isNetworkError } from '../../lib/api-errors';
import { EmptyState, ErrorState, LoadingState, OfflineState } from './states';

/** The part of a TanStack Query result a screen needs to pick its state. */
export interface QueryLike<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/**
 * Every screen's three states: loading, error with retry, and empty, before the data.
 * `isEmpty` decides emptiness from the data; the error text is the server's Arabic message.
 * Offline (docs/product.md#offline), data already shown stays when a refresh cannot reach the
 * server, and a call with no copy on the phone shows the offline state rather than an error.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  loadingLabel,
  loading,
  children,
}: {
  readonly query: QueryLike<T>;
  readonly isEmpty?: (data: T) => boolean;
  readonly empty?: ReactNode;
  readonly loadingLabel?: string;
  /** A skeleton shaped like the content, so its arrival shifts nothing (CLS, Lighthouse). */
  readonly loading?: ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending && loading) return <>{loading}</>;
  if (query.isPending) return <LoadingState {...(loadingLabel ? { label: loadingLabel } : {})} />;
  const isUnreachable = query.isError && isNetworkError(query.error);
  if (query.data === undefined && isUnreachable && !navigator.onLine) {
    return <OfflineState onRetry={() => void query.refetch()} />;
  }
  if ((query.isError && !isUnreachable) || query.data === undefined) {
    return <ErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
