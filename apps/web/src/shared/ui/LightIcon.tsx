import type { CSSProperties } from 'react';
import { Icon, type IconName } from './icons';
import { lightColors, type LightColor } from './lightColors';
import classes from './LightIcon.module.css';

interface LightIconProps {
  name: IconName;
  color: LightColor;
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
  const style = { ...lightColors(color), '--light-icon-size': `calc(${size / 16}rem * var(--mantine-scale))` } as CSSProperties;
  return (
    <span className={classes.icon} style={style} aria-hidden>
      <Icon name={name} size={iconSize} />
    </span>
  );
}
