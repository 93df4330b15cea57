/** Letters and digits a child cannot misread (no 0/o, 1/l/i). */
const suffixAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const loginSuffixLength = 6;

/**
 * A random login-name suffix: 31^6, about 887 million, for each name, so names never run out for a
 * region's children and a child's name cannot be guessed from another's. `randomIndex(n)` answers an
 * integer in [0, n), e.g. crypto's randomInt.
 */
export function randomLoginSuffix(randomIndex: (n: number) => number): string {
  let suffix = '';
  for (let i = 0; i < loginSuffixLength; i += 1) suffix += suffixAlphabet[randomIndex(suffixAlphabet.length)];
  return suffix;
}

/**
 * A readable login name for a child: the latin letters of the name, then a suffix
 * ("Mei Chen" → "meichen-k7m2qx"). Names without latin letters (e.g. 小明) become "kid-k7m2qx".
 */
export function suggestLoginName(childName: string, suffix: string): string {
  const letters = childName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 20);
  return `${letters.length >= 2 ? letters : 'kid'}-${suffix}`;
}
