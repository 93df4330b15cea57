import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * Google (OpenID Connect) sign-in, ADR 0014:
 * - google_sign_ins: one started sign-in, found by the hash of its `state`; it keeps the PKCE verifier,
 *   the nonce, the redirect address and the page's state fields, and after the issuer's answer for a new
 *   user, the sign-up ticket (its hash) with the verified identity it stands for;
 * - user_identities: which issuer's subject is which account, so a changed e-mail at Google still signs
 *   into the same account.
 */
export const googleSignIn: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('google_sign_ins'), engine)
      .addColumn('state_hash', 'text', (col) => col.notNull().unique())
      .addColumn('code_verifier', 'text', (col) => col.notNull())
      .addColumn('nonce', 'text', (col) => col.notNull())
      .addColumn('redirect_uri', 'text', (col) => col.notNull())
      .addColumn('context', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('ticket_hash', 'text', (col) => col.unique())
      .addColumn('ticket_issuer', 'text')
      .addColumn('ticket_subject', 'text')
      .addColumn('ticket_email', 'text')
      .addColumn('ticket_expires_at', 'bigint')
      .addColumn('ticket_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('google_sign_ins_expires_idx').on('google_sign_ins').column('expires_at').execute();

    await withId(db.schema.createTable('user_identities'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issuer', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('user_identities_subject_unique', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('user_identities').execute();
    await db.schema.dropTable('google_sign_ins').execute();
  },
});
