import type { ReactNode } from 'react';
import classes from './LightBadge.module.css';
import { lightColors, type LightColor } from './lightColors';

/**
 * A small badge on a theme colour's light variant: Mantine's Badge (size sm, variant light), drawn with
 * two elements where it took several components (ADR 0051), for what a screen repeats.
 */
export function LightBadge({ color, children }: { color: LightColor; children: ReactNode }) {
  return (
    <span className={classes.badge} style={lightColors(color)}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}
