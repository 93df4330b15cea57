import { iconFor, type IconName } from './icons';

// The catalogue's icon keys the app draws with a near neighbour rather than the plain gift box.
const neighbours: Record<string, IconName> = { star: 'sparkles', rocket: 'run', music: 'play', pet: 'heart' };

/** A gift's icon: ours by the same name, a near neighbour, or a gift box. */
export function giftIcon(key: string): IconName {
  return neighbours[key] ?? iconFor(key, 'gift');
}
