import { paths } from '../../shared/paths';

/** The theme colours a fitness kind may carry; anything else in the address falls back to primary. */
const colors = ['primary', 'warning', 'danger'] as const;
type FitnessColor = (typeof colors)[number];

export function fitnessColor(raw: string | undefined): FitnessColor {
  return colors.find((color) => color === raw) ?? 'primary';
}

/** Units the programme's fitness goals use; we have words for these in both languages. */
const knownUnits = ['steps', 'minutes', 'km', 'laps'] as const;
type KnownUnit = (typeof knownUnits)[number];

export function isKnownUnit(unit: string): unit is KnownUnit {
  return (knownUnits as readonly string[]).includes(unit);
}

/**
 * Where a fitness kind's list lives. The list is a dev-mode screen; the flag
 * travels in the address so an entry unlocked by the secret clicks leads somewhere that opens.
 */
export function fitnessPath(kind: { id: number; color: string }): string {
  return paths.fitness(kind.id, fitnessColor(kind.color), { dev: true });
}
