/**
 * How the chat's search cuts text into terms, the same for the library and the question. English:
 * lower-cased words, stop words dropped, plurals and -ing/-ed folded, British and American spellings
 * made one. Chinese has no spaces: `Intl.Segmenter` finds its words, and every pair of neighbouring
 * characters is a term too, so that a word the segmenter cuts apart (酮体 → 酮 | 体) still matches.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const han = /\p{Script=Han}+/gu;

const englishStopWords = new Set(
  'a an and are as at be but by can do does for from has have he her his how i if in is it its me my of on or our she should so that the their them there they this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);
const chineseStopWords = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '是',
  '在',
  '和',
  '就',
  '都',
  '也',
  '要',
  '会',
  '有',
  '怎么',
  '什么',
  '一下',
  '这个',
  '那个',
  '我',
  '他',
  '她',
  '我们',
]);

/**
 * Everyday words for what the library names otherwise: each adds the library's word as a term, so a
 * parent's "flu" finds the sick-day rules and "踢球" finds sport.
 */
const everydayWords: Record<string, string> = {
  ...Object.fromEntries(['flu', 'cold', 'bug', 'fever', 'ill', 'unwell', 'virus', 'tummy'].map((word) => [word, 'sick'])),
  ...Object.fromEntries(['999', '911', '112', 'ambulance', 'paramedic', 'operator'].map((word) => [word, 'emergency'])),
  ...Object.fromEntries(
    ['football', 'soccer', 'swim', 'gym', 'pe', 'exercise', 'match', 'tennis', 'basketball'].map((word) => [word, 'sport']),
  ),
  ...Object.fromEntries(['holiday', 'vacation', 'abroad', 'flight', 'plane', 'airport', 'trip'].map((word) => [word, 'travel'])),
  ...Object.fromEntries(['感冒', '发烧', '发热', '肠胃炎', '拉肚子'].map((word) => [word, '生病'])),
  ...Object.fromEntries(['120', '救护车'].map((word) => [word, '急救'])),
  ...Object.fromEntries(['踢球', '足球', '游泳', '跑步', '体育课', '篮球'].map((word) => [word, '运动'])),
  ...Object.fromEntries(['旅游', '出国', '飞机', '出游'].map((word) => [word, '旅行'])),
};

/** One English word in the form the index keeps. */
export function englishTerm(word: string): string | null {
  if (englishStopWords.has(word) || word.length < 2) return null;
  let term = word.replace(/'s$/, '').replace(/aem/g, 'em').replace(/our$/, 'or');
  if (term.length > 5 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.length > 4 && term.endsWith('es') && /(ch|sh|x|ss)es$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
  if (term.length > 5 && term.endsWith('ing')) term = term.slice(0, -3);
  else if (term.length > 4 && term.endsWith('ed')) term = term.slice(0, -2);
  return term;
}

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const lower = text.toLowerCase();
  for (const run of lower.match(han) ?? []) {
    for (const segment of segmenter.segment(run)) {
      if (!segment.isWordLike || chineseStopWords.has(segment.segment)) continue;
      terms.push(segment.segment);
      const everyday = everydayWords[segment.segment];
      if (everyday) terms.push(everyday);
    }
    for (let index = 0; index + 1 < run.length; index += 1) terms.push(run.slice(index, index + 2));
  }
  for (const word of lower.replace(han, ' ').split(/[^\p{L}\p{N}']+/u)) {
    const term = englishTerm(word.replace(/^'+|'+$/g, ''));
    if (term) terms.push(term);
    const everyday = everydayWords[word];
    if (everyday) terms.push(englishTerm(everyday) ?? everyday);
  }
  return terms;
}
