/**
 * A readable login name for a child: the latin letters of the name, then four digits
 * ("Mei Chen" → "meichen-4821"). Names without latin letters (e.g. 小明) become "kid-4821".
 */
export function suggestLoginName(childName: string, digits: number): string {
  const letters = childName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 20);
  const suffix = String(digits % 10000).padStart(4, '0');
  return `${letters.length >= 2 ? letters : 'kid'}-${suffix}`;
}
