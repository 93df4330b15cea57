import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useOffline } from '../pwa/connectivity';
import { NotAvailableOffline } from '../pwa/offlineStates';

interface SkeletonBlockProps {
  /** What is loading, for screen readers (the grey shapes say it only to the eye). */
  label: string;
  count?: number;
  /** Each shape's height; or leave it to `className`, which may set `--skeleton-height` by the screen's width. */
  height?: number;
  width?: number | string;
  className?: string;
}

/**
 * Placeholder shapes of the content on its way, so the page does not jump when it arrives. Offline
 * nothing is on its way (reads wait for the connection, shared/api/offlineReads.ts): it says so instead.
 */
export function SkeletonBlock({ label, count = 1, height, width, className }: SkeletonBlockProps) {
  const offline = useOffline();
  if (offline) return <NotAvailableOffline />;
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} width={width} radius="md" className={className} />
      ))}
    </Stack>
  );
}
