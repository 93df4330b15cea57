import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * A started Google sign-in is bound to its browser by a secret of its own (ADR 0014), kept as a hash:
 * not by the `state`, which also travels in addresses (the issuer's redirect, logs) and so cannot
 * prove which browser holds it. Sign-ins started before this have none and cannot be finished.
 */
export const googleBrowserBinding: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('google_sign_ins').addColumn('browser_hash', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('google_sign_ins').dropColumn('browser_hash').execute();
  },
});
