import type { CSSProperties } from 'react';
import { Icon, type IconName } from './icons';
import classes from './LightIcon.module.css';

/** The theme's colours (theme.ts) and Mantine's grey, for what is done. */
export type LightIconColor = 'primary' | 'warning' | 'danger' | 'gray';

interface LightIconProps {
  name: IconName;
  color: LightIconColor;
  /** The round's diameter, in px at the default text size. */
  size: number;
  /** The icon's size inside it, in px. */
  iconSize: number;
}

/**
 * A round icon on a theme colour's light variant, hidden from screen readers: Mantine's light
 * ThemeIcon's look, drawn with one element where it took several components (ADR 0051). What the
 * dashboard repeats (each card's icon, each goal's) uses it.
 */
export function LightIcon({ name, color, size, iconSize }: LightIconProps) {
  const style = {
    '--light-icon-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--light-icon-bg': `var(--mantine-color-${color}-light)`,
    '--light-icon-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.icon} style={style} aria-hidden>
      <Icon name={name} size={iconSize} />
    </span>
  );
}
