import { homeSectionIds, type HomeSectionId } from '@t1d/contract';
import { expect } from 'vitest';
import type { Parent, TestApp } from './testApp.js';

interface Layout {
  /** Sections to leave out of the dashboard. */
  disabled?: HomeSectionId[];
  /** Sections to put first, in this order; the rest follow in the default order. */
  first?: HomeSectionId[];
}

/** All 19 sections, as the editor saves them: numbered 1 to 19 in the order asked for. */
export function sectionsConfig({ disabled = [], first = [] }: Layout = {}) {
  const order = [...first, ...homeSectionIds.filter((id) => !first.includes(id))];
  return order.map((id, index) => ({ id, enabled: !disabled.includes(id), order: index + 1 }));
}

interface NewConfig extends Layout {
  campaign?: string | null;
  key: string;
  version_text?: { text_key: string; en?: string; zh?: string; cn?: string }[];
  active?: boolean;
}

/** Saves a configuration as `operator`, activated unless `active: false`; answers its id. */
export async function addHomeConfig(t: TestApp, operator: Parent, config: NewConfig): Promise<number> {
  const saved = await t.call(
    'ParentHomeConfigHandler.saveConfig',
    {
      campaign: config.campaign ?? null,
      webapp_version_key: config.key,
      sections_config: sectionsConfig(config),
      version_text: config.version_text ?? [],
    },
    operator.token,
  );
  expect(saved.status, saved.raw).toBe(200);
  const id = saved.body.data.config_id as number;
  if (config.active !== false)
    expect((await t.call('ParentHomeConfigHandler.setActiveConfig', { config_id: id }, operator.token)).status).toBe(200);
  return id;
}

/** A parent who signed up through a campaign's link. */
export async function campaignParent(t: TestApp, campaign: string) {
  const email = `${campaign.replace(/\W/g, '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const answer = await t.call('ParentAuthHandler.signup', { email, password: 'correct horse', campaign });
  expect(answer.status, answer.raw).toBe(200);
  return {
    token: answer.body.data.token as string,
    userId: answer.body.data.user_id as number,
    versionKey: answer.body.data.webapp_version_key,
  };
}

/** The configuration `token`'s parent gets: its version key, or null for the app's own defaults. */
export async function seenVersion(t: TestApp, token: string): Promise<string | null> {
  const answer = await t.call('ParentHomeConfigHandler.getHomeConfig', {}, token);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data?.webapp_version_key ?? null;
}

/** The version key stored on a user (what AuthData answers). */
export async function storedVersionKey(t: TestApp, userId: number): Promise<string | null> {
  const row = await t.database.db.selectFrom('users').select('webapp_version_key').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.webapp_version_key;
}
