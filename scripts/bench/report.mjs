// The benchmark's verdicts: each figure with its goal, printed as it is measured, and counted.
const verdicts = [];

/** Records one figure against its goal, { max } or { min }, and prints it with the goal. */
export function verdict(name, value, goal, unit, detail = '') {
  const ok = goal.max !== undefined ? value <= goal.max : value >= goal.min;
  const limit = goal.max ?? goal.min;
  const sign = goal.max !== undefined ? '≤' : '≥';
  const figure = `${format(value)}${unit}`;
  verdicts.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${figure} (goal ${sign} ${format(limit)}${unit})${detail ? ` ${detail}` : ''}`);
  return ok;
}

/** Prints a figure that has no goal of its own, to read beside the ones that do. */
export function info(name, detail) {
  console.log(`info ${name} ${detail}`);
}

export function section(title) {
  console.log(`\n# ${title}`);
}

export function format(value) {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function misses() {
  return verdicts.filter((entry) => !entry.ok).map((entry) => entry.name);
}
