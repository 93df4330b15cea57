import * as z from 'zod/mini';
import { command } from '../define.js';
import { id } from '../fields.js';
import { contentDetail, contentKind, contentSummary, libraryKind, librarySlug } from './libraryShapes.js';

export const contentApi = {
  /** The published items of a kind in their order; `urgent_only` gives the emergency set. */
  'ContentApi.list': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ kind: libraryKind, urgent_only: z._default(z.boolean(), false) }),
    output: z.object({ list: z.array(contentSummary) }),
  }),
  /** One published item by its slug (`/article/:id` names articles by slug). */
  'ContentApi.get': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ kind: z._default(contentKind, 'article'), slug: librarySlug }),
    output: contentDetail,
  }),
  /** Marks an episode of the juicebox series watched by this parent; answers the series' progress. */
  'ContentApi.markEpisodeWatched': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ episode_id: id }),
    output: z.object({ watched: z.number().check(z.int(), z.nonnegative()), total: z.number().check(z.int(), z.nonnegative()) }),
  }),
};
