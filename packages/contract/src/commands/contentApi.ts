import { z } from 'zod';
import { command } from '../define.js';
import { id } from '../fields.js';
import { contentDetail, contentKind, contentSummary, libraryKind, librarySlug } from './libraryShapes.js';

export const contentApi = {
  /** The published items of a kind in their order; `urgent_only` gives the emergency set. */
  'ContentApi.list': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ kind: libraryKind, urgent_only: z.boolean().default(false) }),
    output: z.object({ list: z.array(contentSummary) }),
  }),
  /** One published item by its slug (`/article/:id` names articles by slug). */
  'ContentApi.get': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ kind: contentKind.default('article'), slug: librarySlug }),
    output: contentDetail,
  }),
  /** Marks an episode of the juicebox series watched by this parent; answers the series' progress. */
  'ContentApi.markEpisodeWatched': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ episode_id: id }),
    output: z.object({ watched: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  }),
};
