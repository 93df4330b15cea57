import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * When the partner game first learned of an account through its own door (a child it verified or whose
 * login link it redeemed, a parent whose SSO token it redeemed). A game API key may make a parent login
 * link only for a family the game knows this way (integration/knownToGame.ts), so a key is not a master key
 * to every account by its sequential id.
 */
export const knownToTheGame: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('game_known_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('game_known_at').execute();
  },
});
