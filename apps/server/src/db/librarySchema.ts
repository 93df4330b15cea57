// Tables of the content library (ADR 0020): its items and their texts in both languages, the parents'
// progress through it, the gift catalogue, and the chat that answers from it.
import type { Generated } from 'kysely';
import type { Epoch, Flag } from './schema.js';

/** An item of the content library that parents can be rewarded for opening. */
export interface ContentItemsTable {
  id: Generated<number>;
  kind: ContentKind;
  slug: string;
  published: Flag;
  created_at: Epoch;
  /** Order within its kind, from 0. */
  position: Generated<number>;
  /** Part of the emergency set (/urgent-learning). */
  urgent: Generated<Flag>;
  /** A product's category. */
  category: string | null;
  /** An episode's length. */
  duration_seconds: number | null;
  /** An episode's video, set by an operator. */
  video_url: string | null;
  /** A lesson plan's age band, e.g. "4-7", and length. */
  ages: string | null;
  minutes: number | null;
  /** A hash of the files the item was last loaded from; null when an operator made it. */
  source_hash: string | null;
  updated_at: Epoch | null;
}
export type ContentKind = 'article' | 'lesson_plan' | 'product' | 'episode';

/** One language's words of a content item; the body is the library's Markdown subset. */
export interface ContentTextsTable {
  id: Generated<number>;
  item_id: number;
  lang: 'en' | 'zh';
  title: string;
  summary: string;
  body: string;
  sources: string;
}

/** An episode of the juicebox series a parent has watched. */
export interface EpisodeProgressTable {
  user_id: number;
  item_id: number;
  watched_at: Epoch;
}

/** What a parent may send a child in the game, and its price in family coins. */
export interface GiftCatalogueTable {
  id: Generated<number>;
  item: string;
  cost: number;
  icon: string;
  name: string;
  name_zh: string;
  description: string;
  description_zh: string;
  published: Flag;
  position: number;
  source_hash: string | null;
  updated_at: Epoch;
}

export type ChatRole = 'parent' | 'assistant';
/** How an assistant message was made: the emergency guidance, a model's answer, or the best passages. */
export type ChatAnswerKind = 'emergency' | 'generated' | 'passages' | 'question';

export interface ChatMessagesTable {
  id: Generated<number>;
  user_id: number;
  role: ChatRole;
  kind: ChatAnswerKind;
  lang: 'en' | 'zh';
  body: string;
  /** JSON list of {slug, title}: the articles the answer used. */
  citations: string;
  created_at: Epoch;
}
