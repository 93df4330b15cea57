import { pushLimits, pushMessage as pushMessageSchema } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { pushMessage } from './payload.js';
import { pushTargets } from './targets.js';

describe('what a push says', () => {
  it('is the notification in the device language, the page its tap opens, and a tag per notification', () => {
    const accepted = { id: 7, text_key: 'invitation_accepted', params: JSON.stringify({ name: 'Wei' }) };
    expect(pushMessage(accepted, 'en')).toEqual({
      title: 'A new parent joined your family',
      body: 'Wei accepted your invitation.',
      url: '/family-member-management',
      tag: 'notification-7',
    });
    expect(pushMessage(accepted, 'zh')).toMatchObject({ title: '新家长加入了您的家庭', body: 'Wei 接受了您的邀请。' });
  });

  it('fits the shape the service worker reads, for every pushed kind', () => {
    for (const textKey of Object.keys(pushTargets)) {
      const message = pushMessage({ id: 1, text_key: textKey, params: '{}' }, 'zh');
      expect(pushMessageSchema.parse(message)).toEqual(message);
      expect(message.title).not.toBe(textKey);
    }
  });

  it('keeps a long body well under what a push can carry', () => {
    const long = { id: 1, text_key: 'invitation_accepted', params: JSON.stringify({ name: '名'.repeat(5000) }) };
    const message = pushMessage(long, 'zh');
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(3000);
    expect(message.body.endsWith('…')).toBe(true);
    // Cut to the contract's limit, which the service worker shows whole.
    expect(message.body).toHaveLength(pushLimits.body);
    expect(pushMessageSchema.parse(message)).toEqual(message);
  });
});
