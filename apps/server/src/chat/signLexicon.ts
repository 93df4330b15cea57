/**
 * The signs of a low and of a high as a parent writes them, in English and Chinese: the lists of the
 * library's articles (hypoglycaemia, "The signs of a low"; hyperglycaemia-ketones, "The signs of high
 * glucose"), with the everyday words and common typing slips for each. A strong sign of a low (shaky,
 * a cold sweat, confused) counts 2 and is enough alone; a sign many other things cause (hungry, pale,
 * a headache) counts 1 and needs another.
 */
export interface Sign {
  name: string;
  side: 'low' | 'high';
  weight: 1 | 2;
  /** Single English words, read through typing slips (typos.ts). */
  words?: string[];
  /** English phrases, as written. */
  phrases?: RegExp;
  /** Chinese, as written; a sign just after 不, 没 or 无 is not there (没有发抖), though 不停地抖 is. */
  zh?: RegExp;
}

export const signs: Sign[] = [
  {
    name: 'shaky',
    side: 'low',
    weight: 2,
    words: [
      'shaky',
      'shakey',
      'shaking',
      'shakes',
      'shakiness',
      'trembling',
      'trembly',
      'tremble',
      'trembles',
      'tremor',
      'tremors',
      'jittery',
      'jitters',
      'quivering',
    ],
    phrases: /\b(?:hands?|legs?|arms?)\s+(?:are\s+|is\s+)?(?:shak\w*|trembl\w*)/,
    zh: /抖(?!音)|颤抖|哆嗦|打颤|手斗|发斗/,
  },
  {
    name: 'cold sweat',
    side: 'low',
    weight: 2,
    words: ['clammy'],
    phrases: /\bcold\s+sweats?\b|\bcold and sweaty\b/,
    zh: /冷汗|虚汗/,
  },
  {
    name: 'sweaty',
    side: 'low',
    weight: 1,
    words: ['sweaty', 'sweating', 'sweat', 'sweats', 'perspiring'],
    zh: /出汗|冒汗|一身汗|满头大汗|大汗|汗津津|全是汗|出了?(?:很多|好多|不少|一身|一头|一点)?汗|(?:头上|额头|身上|脸上|背上)(?:都|全)?是汗/,
  },
  {
    name: 'pale',
    side: 'low',
    weight: 1,
    words: ['pale', 'pasty', 'ashen'],
    phrases:
      /\bwhite as a sheet\b|(?:\b(?:he|she|he'?s|she'?s|face)\s+(?:\w+\s+)?|(?:^|,)\s*)(?:looks?|looking|went|gone|going|turned|turning)\s+(?:really\s+|very\s+|so\s+|a bit\s+|all\s+)?(?:white|grey|gray)\b/,
    zh: /苍白|脸色?发白|脸色?很白|脸白|面色发白|脸色不好/,
  },
  {
    name: 'dizzy',
    side: 'low',
    weight: 1,
    words: ['dizzy', 'dizziness', 'dizy', 'dizzi', 'dizzey', 'dizzzy', 'lightheaded', 'woozy'],
    phrases:
      /\blight[- ]headed\b|\bhead (?:is )?spinning\b|(?<!\b(?:i|i'?m|im)\s+)\b(?:feels?|feeling)\s+(?:a\s+bit\s+|really\s+|very\s+)?faint\b/,
    zh: /头晕|头昏|晕乎乎|发晕|眼前发黑|头运/,
  },
  {
    name: 'confused',
    side: 'low',
    weight: 2,
    words: ['confused', 'confusion', 'muddled', 'disoriented', 'disorientated', 'incoherent', 'slurring', 'slurred', 'delirious'],
    phrases:
      /\bnot making (?:any )?sense\b|\btalking (?:nonsense|gibberish|rubbish)\b|\bout of it\b|\bspaced out\b|\bzoned out\b|\bnot (?:him|her)self\b|\bacting (?:drunk|strange|weird)\b/,
    zh: /神志不清|神智不清|意识模糊|糊涂|迷糊|说胡话|胡言乱语|反应慢|反应迟钝|答非所问|不认人|发呆/,
  },
  {
    // "finding it hard to concentrate" (the low article's list; a high's too, but a low is checked first).
    name: 'poor concentration',
    side: 'low',
    weight: 1,
    // Said of the child, not of the parent ("I can't concentrate at work worrying about him").
    phrases:
      /\b(?:he|she|they|son|daughter|child|kid)\b[^.!?]{0,30}?\b(?:can'?t|cannot|can not|unable to|hard to|trouble|struggling to|not able to)\s+(?:\w+\s+)?concentrat\w*/,
    zh: /(?<!我[^,.!?;，。]{0,4})(?:注意力(?:不|很难|无法)集中|(?:不能|无法|没法)集中注意力|走神)/,
  },
  {
    name: 'irritable',
    side: 'low',
    weight: 1,
    words: ['irritable', 'grumpy', 'cranky', 'moody', 'snappy', 'stroppy', 'agitated', 'tearful', 'whiny', 'meltdown', 'inconsolable'],
    // "Young children often cannot tell you they feel low, so watch for sudden crying" (the low article).
    phrases:
      /\bcrying for no reason\b|\bsudden(?:ly)?\s+(?:started\s+|starts\s+)?crying\b(?!\s+(?:when|because|about|over|after|from))|\bwoke (?:up )?crying\b(?!\s+(?:from|about|because))/,
    zh: /烦躁|发脾气|闹脾气|哭闹|易怒|脾气很?大|暴躁|哭个不停|突然大哭/,
  },
  {
    // "A change in behaviour that seems out of character, such as being silly, clumsy or stubborn" (the low article).
    name: 'out of character',
    side: 'low',
    weight: 1,
    // Said of the child as a change, not "my clumsy English", "a stubborn cold" or "a stubborn high".
    phrases:
      /\b(?:he'?s|she'?s|he is|she is|being|been|gone|suddenly|acting)\s+(?:really\s+|very\s+|so\s+|a\s+bit\s+|all\s+)?(?:clumsy|stubborn|giggly|silly)\b(?!\s+(?:high|cold|stain|english))/,
    zh: /笨手笨脚|特别犟|很犟|傻笑/,
  },
  { name: 'hungry', side: 'low', weight: 1, words: ['hungry', 'starving', 'ravenous', 'hungery', 'starvin'], zh: /饿/ },
  {
    name: 'headache',
    side: 'low',
    weight: 1,
    words: ['headache', 'headaches', 'headach'],
    phrases: /\bhead (?:hurts|is hurting|aches)\b|\bsore head\b/,
    zh: /头痛|头疼/,
  },
  {
    name: 'blurred vision',
    side: 'low',
    weight: 1,
    words: ['blurred', 'blurry', 'blury', 'blurriness'],
    phrases: /\bcan'?t see (?:properly|straight|clearly)\b|\b(?:seeing|sees) double\b|\bdouble vision\b|\bfuzzy vision\b/,
    zh: /看不清|视力模糊|眼花|看东西模糊|视线模糊/,
  },
  {
    name: 'weak',
    side: 'low',
    weight: 1,
    words: ['weak'],
    // Wobbly on their feet, not a wobbly tooth.
    phrases:
      /\bjelly legs\b|\blegs (?:are |feel )?(?:like jelly|weak|wobbly)\b|\b(?:he'?s|she'?s|he is|she is|feels?|feeling|very|really|so|bit)\s+wobbly\b|\bwobbly on (?:his|her|their) feet\b/,
    zh: /腿软|没力气|无力|浑身软|发软|(?<!牙齿?|车|学会?走路[^。]{0,6})(?:走路不稳|站不稳|摇摇晃晃|东倒西歪)(?![^。]{0,10}(?:学骑车|学走路|牙))/,
  },
  {
    // Slurred or as if drunk (the low article: "a change in behaviour"): said of a toddler learning to
    // talk too, so a sign that needs another.
    name: 'slurred',
    side: 'low',
    weight: 1,
    zh: /(?<!两岁|三岁|弟弟|妹妹|宝宝|从小)(?:说话不清|口齿不清|吐字不清|说话含糊)|像喝醉了?|跟喝醉了?似的/,
  },
  {
    name: 'racing heart',
    side: 'low',
    weight: 1,
    words: ['palpitations'],
    phrases: /\bheart (?:is )?(?:racing|pounding|beating fast)\b/,
    zh: /心慌|心跳[很好特别]?快|心悸|心跳加速/,
  },
  {
    name: 'tingling lips',
    side: 'low',
    weight: 1,
    phrases: /\b(?:tingl\w*|numb)\s+lips?\b|\blips?\s+(?:are\s+|feel\s+)?(?:tingl\w*|numb)\b/,
    zh: /嘴唇?发麻|嘴唇?麻|舌头发麻/,
  },
  {
    // The library's clues to a low during sleep (hypoglycaemia, "Lows at night"): with another sign, a low.
    name: 'night clues',
    side: 'low',
    weight: 1,
    words: ['nightmares', 'nightmare', 'nightmareing'],
    phrases: /\bbad dreams?\b|\brestless\s+(?:sleep|night)\b/,
    zh: /噩梦|恶梦|做梦惊醒|睡不安稳|睡得不安稳/,
  },
  {
    // The other clue: night clothes or sheets damp with sweat, not from a wet bed, which is a high's sign
    // (peeing a lot): not beside one. A nightmare and damp pyjamas are two clues, a low.
    name: 'night sweat',
    side: 'low',
    weight: 1,
    phrases:
      /(?<!(?:wet the bed|wets the bed|bedwetting|\bpee\w*|\bwee(?:s|ing|d)?\b|\burin\w*|accident|spill\w*|water)[^.!?]{0,40})(?:\b(?:damp|wet|sweaty|soaked|soaking)\s+(?:sheets|pyjamas|pajamas|pillow)\b|\bsheets\s+(?:are\s+)?(?:damp|wet|soaked|soaking)\b)(?![^.!?]{0,40}(?:wet the bed|\bpee|\bwee(?:s|ing|d)?\b|\burin|accident|spill|water))/,
    zh: /(?<![尿洒]|打翻[^.!?;。]{0,10}|尿[^.!?;。]{0,10})(?:床单|被子|枕头|睡衣)[被都]?(?:汗)?湿(?![^.!?;。]{0,10}尿)/,
  },
  {
    name: 'thirsty',
    side: 'high',
    weight: 1,
    words: ['thirsty', 'thirsy', 'thristy', 'thirst'],
    phrases: /\bdrink(?:ing|s)?\s+(?:loads|lots|a lot|so much|constantly|non ?stop)\b/,
    zh: /口渴|口干|[一老总]直?是?喝水|不停[地的]?喝水|喝水[很特别]*多|喝很多水|多饮/,
  },
  {
    name: 'peeing a lot',
    side: 'high',
    weight: 1,
    words: ['peeing', 'weeing', 'urinating', 'bedwetting'],
    phrases:
      /\b(?:pee|wee)(?:ing|s)?\s+(?:loads|lots|a lot|so much|all the time)\b|\b(?:toilet|loo|bathroom)\s+all the time\b|\bwet(?:ting|s)? the bed\b|\bkeeps going to the (?:toilet|loo|bathroom)\b/,
    zh: /多尿|尿多|尿频|[老总一]直?是?上厕所|频繁上厕所|尿床/,
  },
  {
    name: 'tired',
    side: 'high',
    weight: 1,
    words: ['tired', 'exhausted', 'lethargic'],
    phrases: /\bno energy\b/,
    zh: /累|没精神|乏力|疲倦|疲劳|没劲/,
  },
];
