import webpush from 'web-push';
import type { PushConfig } from '../pushConfig.js';
import type { Db } from '../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const publicKeySetting = 'vapid_public_key';
const privateKeySetting = 'vapid_private_key';

/**
 * The server's VAPID key pair: the configured one, else the pair in the database, made on the first
 * start. Several servers starting at once on one database each offer a pair in one statement; the
 * first one stored is the one every server reads back and uses. The private key never leaves the server.
 */
export async function vapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const stored = await readStoredKeys(db);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('settings')
    .values([
      { key: publicKeySetting, value: made.publicKey },
      { key: privateKeySetting, value: made.privateKey },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const kept = await readStoredKeys(db);
  if (!kept) throw incomplete();
  return kept;
}

const incomplete = () =>
  new Error('Half a VAPID key pair is in the settings table: delete vapid_public_key and vapid_private_key, or set both.');

async function readStoredKeys(db: Db): Promise<VapidKeys | null> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [publicKeySetting, privateKeySetting]).execute();
  const publicKey = rows.find((row) => row.key === publicKeySetting)?.value;
  const privateKey = rows.find((row) => row.key === privateKeySetting)?.value;
  // Making the missing half would pair it with a key it does not belong to.
  if (!publicKey !== !privateKey) throw incomplete();
  return publicKey && privateKey ? { publicKey, privateKey } : null;
}
