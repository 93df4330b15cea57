import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

interface SkeletonBlockProps {
  /** What is loading, for screen readers (the grey shapes say it only to the eye). */
  label: string;
  count?: number;
  height: number;
  width?: number | string;
}

/** Placeholder shapes of the content on its way, so the page does not jump when it arrives. */
export function SkeletonBlock({ label, count = 1, height, width }: SkeletonBlockProps) {
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} width={width} radius="md" />
      ))}
    </Stack>
  );
}
