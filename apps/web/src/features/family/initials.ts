/** Up to two initials for an avatar: first and last word, or the first two letters of a single word. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!];
  if (words.length === 1) {
    // CJK names read best with one character (the family name) in a small circle.
    if (/^\p{Script=Han}/u.test(first[0]!)) return first[0]!;
    return first.slice(0, 2).join('').toUpperCase();
  }
  const last = [...words[words.length - 1]!];
  return `${first[0]}${last[0]}`.toUpperCase();
}
