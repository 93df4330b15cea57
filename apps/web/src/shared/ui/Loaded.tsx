import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isSilentError } from '../api';
import { LoadError } from './LoadError';
import { SkeletonBlock } from './SkeletonBlock';

export type LoadedQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;

interface LoadedProps<T> {
  query: LoadedQuery<T>;
  /** What is loading, for screen readers. */
  loading: string;
  failed: string;
  /** The skeleton's shape: about what the content will take. */
  count?: number;
  height?: number;
  children: (data: T) => ReactNode;
}

/**
 * A read's three states in one place: its content, else its failure with a retry, else its skeleton.
 * Content already shown stays when a later refetch fails, so a form built on it keeps what was typed.
 */
export function Loaded<T>({ query, loading, failed, count = 3, height = 72, children }: LoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError && !isSilentError(query.error)) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  return <SkeletonBlock label={loading} count={count} height={height} />;
}
