import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openAppDatabase } from '../startup/openAppDatabase.js';
import { adminQuery, databaseUrl } from '../test/templateDatabase.js';
import { firstConfigurationKey, firstVersionKey } from './firstConfiguration.js';
import { deleteHomeConfig, saveHomeConfig } from './operatorChanges.js';
import { listHomeConfigs } from './store.js';

/** A database no server has started on yet: a new SQLite file, or a new database in the test cluster. */
async function newDeployment(): Promise<{ url: string; remove: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-first-start-'));
    return { url: path.join(dir, 'app.db'), remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `t1d_first_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs `story` on a new deployment's database (its URL), and removes the database after. */
async function onNewDeployment(story: (url: string) => Promise<void>): Promise<void> {
  const deployment = await newDeployment();
  try {
    await story(deployment.url);
  } finally {
    await deployment.remove();
  }
}

/** Starts on the deployment's database as a server does (migrate, sync), runs `work`, and stops. */
async function start<T>(url: string, work: (db: Db) => Promise<T> = async () => undefined as T): Promise<T> {
  const database = await openAppDatabase(url);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Each story starts on its database several times, each a migration and the library's sync: more than one test's 30 s. */
const severalStarts = 60_000;

const sectionsOf = (config: { sections_config: { id: string; enabled: boolean }[] }) =>
  Object.fromEntries(config.sections_config.map((section) => [section.id, section.enabled]));

describe('the default dashboard configuration of a new deployment', () => {
  it(
    'is written at the first start, active, with family goals shown, and left alone by every later start',
    () =>
      onNewDeployment(async (url) => {
        const first = await start(url, listHomeConfigs);
        expect(first).toHaveLength(1);
        expect(first[0]).toMatchObject({ campaign: null, webapp_version_key: firstVersionKey, is_active: true, version_text: [] });
        expect(first[0]!.sections_config).toHaveLength(19);
        expect(sectionsOf(first[0]!)).toMatchObject({ family_goals: true, fitness_challenge: true, top_section: true });

        // Later starts; on PostgreSQL two servers at once as well (a SQLite file belongs to one server):
        // still the one configuration, untouched.
        await start(url);
        if (process.env.TEST_DATABASE_URL) await Promise.all([start(url), start(url)]);
        expect(await start(url, listHomeConfigs)).toEqual(first);
      }),
    severalStarts,
  );

  it(
    'keeps what an operator made of it: an edit stays edited, a deletion stays deleted',
    () =>
      onNewDeployment(async (url) => {
        const [written] = await start(url, listHomeConfigs);
        const edited = await start(url, (db) =>
          saveHomeConfig(
            db,
            {
              config_id: written!.config_id,
              campaign: null,
              webapp_version_key: 'clinic',
              sections_config: written!.sections_config.map((section) => ({ ...section, enabled: section.id !== 'family_goals' })),
              version_text: [{ text_key: 'loading', en: 'One moment...', zh: '请稍候...' }],
            },
            200,
          ),
        );
        expect(await start(url, listHomeConfigs)).toEqual([edited]);
        expect(sectionsOf(edited).family_goals).toBe(false);

        await start(url, (db) => deleteHomeConfig(db, edited.config_id));
        expect(await start(url, listHomeConfigs)).toEqual([]);
      }),
    severalStarts,
  );

  it(
    'comes to a running deployment without any configuration, and its parents move to it',
    () =>
      onNewDeployment(async (url) => {
        // A deployment from before: its parents signed up while no configuration existed.
        await start(url, async (db) => {
          await db.deleteFrom('home_configs').execute();
          await db.deleteFrom('settings').where('key', '=', firstConfigurationKey).execute();
          const family = await db
            .insertInto('families')
            .values({ p_code: 'F-EARLIER0', created_at: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          const parent = { family_id: family.id, role: 'parent' as const, email: 'earlier@example.com', p_code: 'P-EARLIER0' };
          const unset = { login_name: null, password_hash: null, password_updated_at: null, real_name: null, hospital: null };
          await db
            .insertInto('users')
            .values({ ...parent, ...unset, campaign: null, location_id: null, webapp_version_key: null, created_at: 1 })
            .execute();
        });
        const keys = await start(url, async (db) => {
          const configs = await listHomeConfigs(db);
          const users = await db.selectFrom('users').select('webapp_version_key').where('email', '=', 'earlier@example.com').execute();
          return { configs: configs.map((config) => config.webapp_version_key), users: users.map((user) => user.webapp_version_key) };
        });
        expect(keys).toEqual({ configs: [firstVersionKey], users: [firstVersionKey] });
      }),
    severalStarts,
  );

  it(
    'is not written where an operator configured the dashboard before',
    () =>
      onNewDeployment(async (url) => {
        const theirs = await start(url, async (db) => {
          await db.deleteFrom('home_configs').execute();
          await db.deleteFrom('settings').where('key', '=', firstConfigurationKey).execute();
          const sections = [{ id: 'top_section' as const, enabled: true, order: 1 }];
          return saveHomeConfig(db, { campaign: 'Spring', webapp_version_key: 'v1', sections_config: sections, version_text: [] }, 100);
        });
        expect(await start(url, listHomeConfigs)).toEqual([theirs]);
      }),
    severalStarts,
  );
});
