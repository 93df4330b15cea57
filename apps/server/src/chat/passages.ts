import { parseLibraryText, spanText, type Block } from '@t1d/contract';
import { namingEmergencyNumber } from '../content/emergencyNumber.js';
import type { Db } from '../db/database.js';

export type Lang = 'en' | 'zh';

/** A piece of an article the chat can find and quote: one section under one heading. */
export interface Passage {
  id: string;
  slug: string;
  lang: Lang;
  title: string;
  heading: string;
  text: string;
}

const blockText = (block: Block): string =>
  block.type === 'list' ? block.items.map((item) => `- ${spanText(item)}`).join('\n') : spanText(block.spans);

/** An article's sections, each with its heading; what comes before the first heading sits under the title. */
export function articlePassages(article: { slug: string; lang: Lang; title: string; summary: string; body: string }): Passage[] {
  const passages: Passage[] = [];
  let heading = article.title;
  let parts: string[] = [article.summary];
  const close = () => {
    if (parts.length)
      passages.push({
        id: `${article.slug}:${article.lang}:${passages.length}`,
        slug: article.slug,
        lang: article.lang,
        title: article.title,
        heading,
        text: parts.join('\n'),
      });
    parts = [];
  };
  for (const block of parseLibraryText(article.body)) {
    if (block.type === 'heading' && block.level === 2) {
      close();
      heading = spanText(block.spans);
    } else parts.push(blockText(block));
  }
  close();
  return passages;
}

/** What changes whenever a published article does: the search index is rebuilt when it moves. */
export async function librarySignature(db: Db): Promise<string> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => [
      eb.fn.countAll<number>().as('items'),
      eb.fn.max('updated_at').as('latest'),
      eb.fn.sum<number>('published').as('published'),
    ])
    .where('kind', '=', 'article')
    .executeTakeFirstOrThrow();
  return `${row.items}:${row.latest}:${row.published}`;
}

/** Every published article's passages, in both languages, naming the deployment's emergency number. */
export async function publishedPassages(db: Db, emergencyNumber: string): Promise<Passage[]> {
  const rows = await db
    .selectFrom('content_items as item')
    .innerJoin('content_texts as text', 'text.item_id', 'item.id')
    .select(['item.slug', 'text.lang', 'text.title', 'text.summary', 'text.body'])
    .where('item.kind', '=', 'article')
    .where('item.published', '=', 1)
    .orderBy('item.position')
    .execute();
  return rows.flatMap((row) => articlePassages(namingEmergencyNumber(row, emergencyNumber)));
}
