import type { CSSProperties, ReactNode } from 'react';
import classes from './LightBadge.module.css';
import type { LightIconColor } from './LightIcon';

/**
 * A small badge on a theme colour's light variant: Mantine's Badge (size sm, variant light), drawn with
 * two elements where it took several components (ADR 0051), for what a screen repeats.
 */
export function LightBadge({ color, children }: { color: LightIconColor; children: ReactNode }) {
  const style = {
    '--light-badge-bg': `var(--mantine-color-${color}-light)`,
    '--light-badge-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.badge} style={style}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}
