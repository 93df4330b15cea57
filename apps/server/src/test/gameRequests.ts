import type { GameEndpointName } from '@t1d/contract';
import { gameChild, knownToGame, mintSsoToken } from './game.js';
import { giftFrom } from './gifts.js';
import type { Parent, TestApp } from './testApp.js';

export interface SampleRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Another valid request to the same endpoint (for "the same key with another request"). */
  other: { path: string; body?: unknown };
}

/** A valid request to every endpoint of the game API, in `parent`'s family. */
export async function sampleRequests(t: TestApp, parent: Parent): Promise<Record<GameEndpointName, SampleRequest>> {
  const child = await gameChild(t, parent);
  const loginToken = async () => {
    const link = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: child.id }, parent.token);
    return new URL(link.body.data.url).searchParams.get('login_token') ?? '';
  };
  const [gift, otherGift] = [await giftFrom(t, parent, child.id), await giftFrom(t, parent, child.id, 'Snack pack')];
  const now = t.clock.now();
  const batch = (id: string) => ({
    events: [{ event_id: id, child_id: child.id, type: 'interaction', kind: 'chat_message', count: 3, occurred_at: now }],
  });
  const partner = await t.joinFamilyOf(parent);
  await knownToGame(t, parent);
  return {
    ssoRedeem: {
      method: 'POST',
      path: '/sso/redeem',
      body: { token: await mintSsoToken(t, parent) },
      other: { path: '/sso/redeem', body: { token: await mintSsoToken(t, parent) } },
    },
    childLoginRedeem: {
      method: 'POST',
      path: '/child-login/redeem',
      body: { login_token: await loginToken() },
      other: { path: '/child-login/redeem', body: { login_token: await loginToken() } },
    },
    childrenVerify: {
      method: 'POST',
      path: '/children/verify',
      body: { login_name: child.loginName, password: child.password },
      other: { path: '/children/verify', body: { login_name: child.loginName, password: 'wrong' } },
    },
    activity: { method: 'POST', path: '/activity', body: batch('sample-1'), other: { path: '/activity', body: batch('sample-2') } },
    parentLoginLinks: {
      method: 'POST',
      path: '/parent-login-links',
      body: { parent_id: parent.userId },
      other: { path: '/parent-login-links', body: { parent_id: partner.userId } },
    },
    giftsList: { method: 'GET', path: '/gifts?status=pending', other: { path: '/gifts?limit=1' } },
    giftDeliver: { method: 'POST', path: `/gifts/${gift.gift_id}/deliver`, other: { path: `/gifts/${otherGift.gift_id}/deliver` } },
    deletionsList: { method: 'GET', path: '/deletions', other: { path: '/deletions?after=0&limit=10' } },
  };
}
