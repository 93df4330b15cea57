import { markEpisodeWatched as markWatched } from '../../content/episodeProgress.js';
import type { Handler } from '../../gateway/context.js';

export const markEpisodeWatched: Handler<'ContentApi.markEpisodeWatched'> = (input, { db, caller, clock }) =>
  markWatched(db, caller, input.episode_id, clock.now());
