import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { isSilentError } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers. */
  loading: string;
  failed: string;
  /** The skeleton's shape: about what the content will take. */
  count?: number;
  height?: number;
  children: (data: T) => ReactNode;
}

/** A read's three states in one place: its failure with a retry, its skeleton, then its content. */
export function Loaded<T>({ query, loading, failed, count = 3, height = 72, children }: LoadedProps<T>) {
  if (query.isError && !isSilentError(query.error)) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <SkeletonBlock label={loading} count={count} height={height} />;
  return children(query.data);
}

interface SectionProps {
  id?: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A titled block of a library page (an h2), which a link may jump to by its id. */
export function Section({ id, title, intro, children }: SectionProps) {
  const titleId = useId();
  return (
    <Stack component="section" id={id} aria-labelledby={titleId} gap="sm" style={{ scrollMarginTop: 64 }}>
      <div>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed" mt={4}>
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A list with nothing in it yet. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
