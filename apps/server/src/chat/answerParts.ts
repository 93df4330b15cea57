import type { ChatCitation } from '@t1d/contract';
import { withEmergencyNumber } from '../content/emergencyNumber.js';
import type { Db } from '../db/database.js';
import { chatTexts } from './answerTexts.js';
import type { Lang } from './passages.js';
import type { Found } from './search.js';

/** The titles of the articles an answer cites, in the reader's language, in the order given, naming the emergency number. */
export async function citationsOf(db: Db, slugs: string[], lang: Lang, emergencyNumber: string): Promise<ChatCitation[]> {
  if (!slugs.length) return [];
  const rows = await db
    .selectFrom('content_items as item')
    .innerJoin('content_texts as text', (join) => join.onRef('text.item_id', '=', 'item.id').on('text.lang', '=', lang))
    .select(['item.slug', 'text.title'])
    .where('item.kind', '=', 'article')
    .where('item.published', '=', 1)
    .where('item.slug', 'in', slugs)
    .execute();
  return slugs.flatMap((slug) =>
    rows.filter((row) => row.slug === slug).map((row) => ({ slug, title: withEmergencyNumber(row.title, emergencyNumber) })),
  );
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')} …`);

/** The best passages themselves, each with a link to its article. */
export function passagesAnswer(found: Found[], intro: string, lang: Lang): string {
  const words = chatTexts(lang);
  const parts = found.map((article) => {
    const passage = article.passages[0];
    const text = passage ? clip(passage.text, 600) : '';
    return `### ${article.title}${passage && passage.heading !== article.title ? ` · ${passage.heading}` : ''}\n\n${text}\n\n[${words.read}: ${article.title}](/article/${article.slug})`;
  });
  return [intro, ...parts].join('\n\n');
}

export const withDisclaimer = (body: string, lang: Lang) => `${body}\n\n${chatTexts(lang).disclaimer}`;
