import type { CSSProperties } from 'react';

/** The theme's colours (theme.ts) and Mantine's grey, for what is done. */
export type LightColor = 'primary' | 'warning' | 'danger' | 'gray';

/**
 * A theme colour's light variant, as Mantine's `variant="light"` draws it, for the plain elements that
 * stand in for Mantine's (ADR 0051): `--light-icon-bg` and `--light-icon-color` (named for the light
 * icon, the first to use them), read by their CSS modules.
 */
export function lightColors(color: LightColor): CSSProperties {
  return {
    '--light-icon-bg': `var(--mantine-color-${color}-light)`,
    '--light-icon-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
}
