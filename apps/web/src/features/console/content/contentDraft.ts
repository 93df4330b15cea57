import { libraryTextProblem, type CommandInput, type ContentKind, type OperatorContentItem } from '@t1d/contract';

export const productCategories = ['monitoring', 'insulin', 'hypo', 'safety', 'everyday'] as const;
export type ProductCategory = (typeof productCategories)[number];
export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

export interface LanguageDraft {
  title: string;
  summary: string;
  body: string;
  sources: string;
}

/** The editor's fields as typed; numbers stay strings until they are sent. */
export interface ContentDraft {
  slug: string;
  position: string;
  urgent: boolean;
  category: ProductCategory | '';
  /** An episode's length as m:ss. */
  duration: string;
  video_url: string;
  ages: string;
  minutes: string;
  en: LanguageDraft;
  zh: LanguageDraft;
}

type SaveInput = CommandInput<'OperatorContentHandler.saveItem'>;
/** A field of the draft, by the name the server's verdicts use ('slug', 'en.title' …). */
export type DraftField = keyof Omit<ContentDraft, 'en' | 'zh'> | `${Language}.${keyof LanguageDraft}`;
/** The console's text key for each problem, with its values. */
export type Problem = { key: string; values?: Record<string, string> };

type KindField = keyof Omit<ContentDraft, 'en' | 'zh' | 'slug' | 'position'>;

/** The fields each kind has besides its words in both languages. */
export const kindFields: Record<ContentKind, readonly KindField[]> = {
  article: ['urgent'],
  product: ['category'],
  episode: ['duration', 'video_url'],
  lesson_plan: ['ages', 'minutes'],
};

const hasField = (kind: ContentKind, field: KindField) => kindFields[kind].includes(field);

const emptyWords: LanguageDraft = { title: '', summary: '', body: '', sources: '' };

const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function draftOf(item: OperatorContentItem | null): ContentDraft {
  if (!item)
    return {
      slug: '',
      position: '0',
      urgent: false,
      category: '',
      duration: '',
      video_url: '',
      ages: '',
      minutes: '',
      en: emptyWords,
      zh: emptyWords,
    };
  return {
    slug: item.slug,
    position: String(item.position),
    urgent: item.urgent,
    category: item.category ?? '',
    duration: item.duration_seconds === null ? '' : formatDuration(item.duration_seconds),
    video_url: item.video_url ?? '',
    ages: item.ages ?? '',
    minutes: item.minutes === null ? '' : String(item.minutes),
    en: { ...item.en },
    zh: { ...item.zh },
  };
}

/** A whole number typed in the range, or null. */
export const wholeIn = (text: string, min: number, max: number) => {
  const value = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return value >= min && value <= max ? value : null;
};

function parseDuration(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  const seconds = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  return seconds >= 1 && seconds <= 36_000 ? seconds : null;
}

/** What the server would refuse in a body, as the console words it. */
function bodyProblem(body: string): Problem | null {
  if (body.length > 40_000) return { key: 'content.problems.tooLong' };
  const problem = libraryTextProblem(body);
  if (!problem) return null;
  const link = /: (.*)$/.exec(problem);
  if (problem.startsWith('Links') && link?.[1] !== undefined) return { key: 'content.problems.link', values: { link: link[1] } };
  if (problem.startsWith('HTML')) return { key: 'content.problems.html' };
  return { key: 'content.problems.bodyEmpty' };
}

function wordsProblems(lang: Language, words: LanguageDraft): Partial<Record<DraftField, Problem>> {
  const problems: Partial<Record<DraftField, Problem>> = {};
  const required = (field: 'title' | 'summary', max: number) => {
    const text = words[field].trim();
    if (!text) problems[`${lang}.${field}`] = { key: `content.problems.${field}Required` };
    else if (text.length > max) problems[`${lang}.${field}`] = { key: 'content.problems.tooLong' };
  };
  required('title', 120);
  required('summary', 300);
  const body = bodyProblem(words.body);
  if (body) problems[`${lang}.body`] = body;
  if (words.sources.trim().length > 1000) problems[`${lang}.sources`] = { key: 'content.problems.tooLong' };
  return problems;
}

/** The draft's problems by field (empty when it can be sent), checked as the contract checks them. */
export function draftProblems(kind: ContentKind, draft: ContentDraft): Partial<Record<DraftField, Problem>> {
  const problems: Partial<Record<DraftField, Problem>> = {};
  const has = (field: KindField) => hasField(kind, field);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(draft.slug.trim()) || draft.slug.trim().length > 60)
    problems.slug = { key: 'content.problems.slug' };
  if (wholeIn(draft.position, 0, 10_000) === null) problems.position = { key: 'content.problems.position' };
  if (has('category') && draft.category === '') problems.category = { key: 'content.problems.category' };
  if (has('duration') && draft.duration.trim() !== '' && parseDuration(draft.duration) === null)
    problems.duration = { key: 'content.problems.duration' };
  if (has('video_url') && draft.video_url.trim() !== '' && !/^(https:\/\/[^/\s]\S*|\/[^/\s]\S*)$/i.test(draft.video_url.trim()))
    problems.video_url = { key: 'content.problems.videoUrl' };
  if (has('ages') && draft.ages.trim() !== '' && !/^\d{1,2}-\d{1,2}$/.test(draft.ages.trim()))
    problems.ages = { key: 'content.problems.ages' };
  if (has('minutes') && draft.minutes.trim() !== '' && wholeIn(draft.minutes, 1, 600) === null)
    problems.minutes = { key: 'content.problems.minutes' };
  return { ...problems, ...wordsProblems('en', draft.en), ...wordsProblems('zh', draft.zh) };
}

const trimmed = (words: LanguageDraft): LanguageDraft => ({
  title: words.title.trim(),
  summary: words.summary.trim(),
  body: words.body,
  sources: words.sources.trim(),
});

/** The saveItem input of a draft without problems; fields another kind has are sent empty. */
export function saveInputOf(kind: ContentKind, draft: ContentDraft, id: number | undefined): SaveInput {
  const has = (field: KindField) => hasField(kind, field);
  const optional = (field: 'ages' | 'video_url') => (has(field) && draft[field].trim() !== '' ? draft[field].trim() : null);
  return {
    ...(id === undefined ? {} : { id }),
    kind,
    slug: draft.slug.trim(),
    position: wholeIn(draft.position, 0, 10_000) ?? 0,
    urgent: has('urgent') && draft.urgent,
    category: has('category') && draft.category !== '' ? draft.category : null,
    duration_seconds: has('duration') ? parseDuration(draft.duration) : null,
    video_url: optional('video_url'),
    ages: optional('ages'),
    minutes: has('minutes') ? wholeIn(draft.minutes, 1, 600) : null,
    en: trimmed(draft.en),
    zh: trimmed(draft.zh),
  };
}
