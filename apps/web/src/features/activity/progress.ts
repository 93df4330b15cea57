/** A progress bar's percentage, clamped to 0-100 whatever the counts say. */
export function clampPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (!Number.isFinite(max) || max <= 0) return 100;
  return Math.min(100, Math.round((value / max) * 100));
}

/** The recommended maximum defaults to 50. */
export const DEFAULT_RECOMMENDED_MAX = 50;

/** The next slide of a carousel of `count`, wrapping round. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
