import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled list of one page of items. While the next page loads, the current one stays in place,
 * dimmed and marked busy, so the layout does not jump.
 */
export function PagedList({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} aria-busy={busy} style={{ listStyle: 'none', opacity: busy ? 0.6 : 1 }}>
      {children}
    </Stack>
  );
}
