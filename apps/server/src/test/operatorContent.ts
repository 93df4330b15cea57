import type { CommandInput } from '@t1d/contract';
import { expect } from 'vitest';
import type { ContentKind } from '../db/schema.js';
import type { Parent, TestApp } from './testApp.js';
import { libraryItemId } from './library.js';

type ItemInput = CommandInput<'OperatorContentHandler.saveItem'>;

/** One language's words of an item, valid unless a test overrides them. */
export const itemText = (title: string, overrides: Partial<ItemInput['en']> = {}) => ({
  title,
  summary: `About ${title}`,
  body: `## ${title}\n\nWhat to know, with [the emergency set](/urgent-learning).`,
  sources: 'ISPAD 2022',
  ...overrides,
});

/** A saveItem input for a new item of `kind`, in both languages. */
export const newItem = (kind: ContentKind, slug: string, overrides: Partial<ItemInput> = {}): ItemInput => ({
  kind,
  slug,
  en: itemText(`Title of ${slug}`),
  zh: itemText(`${slug} 的标题`),
  ...overrides,
});

/** Saves an item as `operator` and answers what the editor got back. */
export async function saveItemAs(t: TestApp, operator: Parent, input: ItemInput) {
  const answer = await t.call('OperatorContentHandler.saveItem', input, operator.token);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

/** The id of an item the library files seeded. */
export const seededItemId = libraryItemId;

/** The id of a gift the library files seeded. */
export async function seededGiftId(t: TestApp, item: string): Promise<number> {
  const row = await t.database.db.selectFrom('gift_catalogue').select('id').where('item', '=', item).executeTakeFirstOrThrow();
  return row.id;
}

/** The HTTP status `parent` gets opening an item by its slug (200 when published, else 404). */
export async function parentOpens(t: TestApp, parent: Parent, kind: ContentKind, slug: string): Promise<number> {
  return (await t.call('ContentApi.get', { kind, slug }, parent.token)).status;
}
