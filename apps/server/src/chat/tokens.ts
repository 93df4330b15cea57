/**
 * How the chat's search cuts text into terms, the same for the library and the question. English:
 * lower-cased words, stop words dropped, plurals and -ing/-ed folded, British and American spellings
 * made one. Chinese has no spaces: `Intl.Segmenter` finds its words, and every pair of neighbouring
 * characters is a term too, so that a word the segmenter cuts apart (酮体 → 酮 | 体) still matches.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const han = /\p{Script=Han}+/gu;

// Single characters that join or end a phrase rather than name anything.
const particles = /[的了吗呢吧啊么是在和就都也我他她这那些什怎]/;

const englishStopWords = new Set(
  'a after again all an and are as at be before but by can do does during every for from has have he her his how i if in is it its me more my of on or our she should so that the their them then there they this to too very was we what when where which who why will with you your'.split(
    ' ',
  ),
);
// Words every article shares (each is about a child with type 1 diabetes) and a question's filler: they
// name no topic, and matched in a title they outweighed the words that did ("family" and "diabetes"
// found screening for "tips for his diabetes when the whole family gets flu").
const sharedWords = new Set(
  'diabetes diabetic t1d type child children kid kids son sons daughter daughters boy girl yo old about any get gets got keep keeps tip tips just really also some thing things way please thanks hi hello going want know ok okay still him'.split(
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
  // "Just now": when, not what.
  '刚',
  '刚刚',
  '刚才',
  // Shared by every article (see sharedWords).
  '孩子',
  '小孩',
  '宝宝',
  '儿子',
  '女儿',
  '糖尿病',
]);

/**
 * Everyday words for what the library names otherwise: each adds the library's word as a term, so a
 * parent's "flu" finds the sick-day rules and "踢球" finds sport.
 */
const everydayWords: Record<string, string> = {
  ...Object.fromEntries(['flu', 'cold', 'bug', 'fever', 'ill', 'unwell', 'virus', 'tummy'].map((word) => [word, 'sick'])),
  ...Object.fromEntries(['999', '911', '112', 'ambulance', 'paramedic', 'operator'].map((word) => [word, 'emergency'])),
  ...Object.fromEntries(
    [
      'football',
      'soccer',
      'swim',
      'swimming',
      'gym',
      'pe',
      'exercise',
      'match',
      'tennis',
      'basketball',
      'rugby',
      'netball',
      'dance',
      'dancing',
      'cycling',
      'running',
      'training',
    ].map((word) => [word, 'sport']),
  ),
  ...Object.fromEntries(
    ['holiday', 'vacation', 'abroad', 'flight', 'plane', 'airport', 'trip', 'camp', 'camping'].map((word) => [word, 'travel']),
  ),
  ...Object.fromEntries(
    [
      'angry',
      'anger',
      'upset',
      'crying',
      'cries',
      'tantrum',
      'tantrums',
      'hate',
      'hates',
      'guilt',
      'guilty',
      'worried',
      'anxious',
      'anxiety',
      'scared',
      'sad',
      'stressed',
      'overwhelmed',
      'depressed',
      'lonely',
      'frustrated',
    ].map((word) => [word, 'feeling']),
  ),
  ...Object.fromEntries(['libre', 'dexcom', 'freestyle', 'sensor', 'sensors'].map((word) => [word, 'cgm'])),
  ...Object.fromEntries(['teacher', 'teachers', 'classroom', 'headteacher', 'nursery'].map((word) => [word, 'school'])),
  ...Object.fromEntries(['感冒', '发烧', '发热', '肠胃炎', '拉肚子'].map((word) => [word, '生病'])),
  ...Object.fromEntries(['120', '救护车'].map((word) => [word, '急救'])),
  ...Object.fromEntries(['踢球', '足球', '游泳', '跑步', '体育课', '篮球', '跳舞', '骑车'].map((word) => [word, '运动'])),
  ...Object.fromEntries(['旅游', '出国', '飞机', '出游', '春游', '秋游', '郊游', '露营', '夏令营', '研学'].map((word) => [word, '旅行'])),
  ...Object.fromEntries(
    ['生气', '难过', '哭', '哭闹', '自责', '内疚', '愧疚', '焦虑', '害怕', '伤心', '担心', '崩溃', '压力', '抑郁', '委屈', '睡不着'].map(
      (word) => [word, '情绪'],
    ),
  ),
  ...Object.fromEntries(['动态血糖仪', '探头', '传感器', '瞬感', '德康'].map((word) => [word, 'cgm'])),
  ...Object.fromEntries(['班主任', '老师', '校医', '幼儿园', '上学'].map((word) => [word, '学校'])),
};

const chineseEveryday = Object.entries(everydayWords).filter(([word]) => /\p{Script=Han}/u.test(word));

/** The library's own words the everyday ones point to: a question that names one is about that topic. */
export const topicTerms = new Set(Object.values(everydayWords));

/** One English word in the form the index keeps. */
export function englishTerm(word: string): string | null {
  if (englishStopWords.has(word) || sharedWords.has(word) || word.length < 2) return null;
  let term = word.replace(/'s$/, '').replace(/aem/g, 'em').replace(/our$/, 'or');
  if (term.length > 5 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.length > 4 && term.endsWith('es') && /(ch|sh|x|ss)es$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
  if (term.length > 5 && term.endsWith('ing')) term = term.slice(0, -3);
  else if (term.length > 4 && term.endsWith('ed')) term = term.slice(0, -2);
  return term;
}

// The rule of 15, by any of its names, is one term of its own. Other numbers name no topic: a child's
// age, a count or a reading ("he is 15", "2 kids") matched the rule of 15's "15", and any dose, time or
// price the library writes. The emergency numbers count by the word they point to (everydayWords).
const ruleOf15 = /\brule\s+of\s+15\b|\b15\s*[-/]\s*15\b|15\s*[-/]?\s*15\s*法则|15\s*法则/g;

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const lower = text.toLowerCase();
  terms.push(...Array.from(lower.matchAll(ruleOf15), () => 'ruleof15'));
  for (const run of lower.match(han) ?? []) {
    for (const segment of segmenter.segment(run)) {
      if (!segment.isWordLike || chineseStopWords.has(segment.segment)) continue;
      terms.push(segment.segment);
    }
    // Everyday words are found within the run: the segmenter may cut one apart (去春|游, 动态|血糖|仪).
    for (const [word, term] of chineseEveryday) if (run.includes(word)) terms.push(term);
    // Pairs stay within a phrase: a pair across a particle (测吗, 子的) names nothing and only adds noise.
    for (const phrase of run.split(particles)) {
      for (let index = 0; index + 1 < phrase.length; index += 1) {
        const pair = phrase.slice(index, index + 2);
        if (!chineseStopWords.has(pair)) terms.push(pair);
      }
    }
  }
  for (const word of lower.replace(han, ' ').split(/[^\p{L}\p{N}']+/u)) {
    const term = /^\d+$/.test(word) ? null : englishTerm(word.replace(/^'+|'+$/g, ''));
    if (term) terms.push(term);
    const everyday = everydayWords[word];
    if (everyday) terms.push(englishTerm(everyday) ?? everyday);
  }
  return terms;
}
