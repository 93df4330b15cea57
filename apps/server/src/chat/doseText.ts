/**
 * A model's answer as the dose backstop (doseBackstop.ts) reads it: one spelling for every way of
 * writing the same number, so its patterns need to know only digits, lower-case ASCII and simplified
 * Chinese. The result is only ever tested, never shown.
 */

// Invisible characters split a number from its unit without changing what a parent sees. \p{Cf} is
// every format character: zero-width spaces and joiners, the word joiner and invisible operators
// (U+2060–U+2064), bidi controls, U+FEFF, the soft hyphen and the tag characters (U+E0000–U+E007F).
// \p{M} takes the accents off "únits" once NFKD has split them off, and the variation selector and
// keycap mark that turn 4 into the emoji "4️⃣".
const hidden = /[\p{Cf}\p{M}]/gu;

// Markdown emphasis splits "**4** units" the same way.
const emphasis = /[*_`]/g;

const dashes = /[\u2010-\u2015\u2212]/g;

// The traditional forms of the characters the backstop's patterns use (單位, 個, 胰島素, 劑量, 係數), and
// their simplified forms in the same order.
const traditional = '單個島劑兩係數幾貳陸';
const simplified = '单个岛剂两系数几贰陆';

// 同一, 统一, 唯一 (the same, the only), 万一 (in case) and 逐一 (one by one) hold a 一 that counts nothing:
// "同一单位" is "the same unit".
const chineseNumeral = /(?<![同统唯万逐])[零〇一二两三四五六七八九十百千壹贰叁肆伍陆柒捌玖拾佰仟]+/g;
// Each row is 0 to 9; the second holds the financial forms, written on prescriptions so that no one can
// add a stroke.
const digits: Record<string, number> = { 两: 2 };
for (const row of ['零一二三四五六七八九', '〇壹贰叁肆伍陆柒捌玖']) [...row].forEach((char, value) => (digits[char] = value));
const multipliers: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 拾: 10, 佰: 100, 仟: 1000 };

/**
 * 十二 → 12, 二十五 → 25, 一百零五 → 105. A run without 十, 百 or 千 is read digit by digit, so 两三
 * ("two or three") becomes 23: still a number, which is all the backstop needs to know.
 */
export function chineseNumber(run: string): string {
  const chars = [...run];
  if (!chars.some((char) => char in multipliers)) return chars.map((char) => digits[char]).join('');
  let total = 0;
  let current = 0;
  for (const char of chars) {
    const multiplier = multipliers[char];
    if (multiplier) {
      total += (current || 1) * multiplier;
      current = 0;
    } else current = digits[char] ?? 0;
  }
  return String(total + current);
}

/**
 * NFKC's folding (full-width and styled letters and digits to ASCII, done here by NFKD so that accents
 * come off too), no invisible characters, Chinese numbers as digits, no measure word between a number
 * and its unit, lower case.
 */
export function normaliseForDoseCheck(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(hidden, '')
      .normalize('NFC')
      .replace(emphasis, '')
      .replace(dashes, '-')
      .replace(new RegExp(`[${traditional}]`, 'g'), (char) => simplified[traditional.indexOf(char)] ?? char)
      .replace(/一半/g, '半')
      .replace(chineseNumeral, chineseNumber)
      .replace(/(\d)\s*个半/g, '$1.5')
      .replace(/半/g, '0.5')
      // 4个单位, 四个单位的胰岛素, 几个单位: the unit follows the number.
      .replace(/([\d几])\s*[个的]+\s*/g, '$1')
      .toLowerCase()
  );
}
