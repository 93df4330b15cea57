/**
 * How far apart two words are, counting a letter added, dropped, changed or two neighbours swapped
 * (shakey, confussed, dizy, hungery), so that a worried parent's typing is still read.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether a typed word is one of the given forms, allowing one slip in a word of six letters or more
 * and two in one of nine or more; short words must be spelt as listed. `not` holds real words that sit
 * one slip away from a form (sweet from sweat, hungary from hungry) and are never read as it.
 */
export function typedAs(word: string, forms: readonly string[], not: ReadonlySet<string>): boolean {
  if (forms.includes(word)) return true;
  if (word.length < 6 || not.has(word)) return false;
  return forms.some((form) => form.length >= 6 && editDistance(word, form, form.length >= 9 ? 2 : 1) <= (form.length >= 9 ? 2 : 1));
}
