import { pushLimits } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { appPath, isOpenPageMessage, readPushMessage } from './pushMessage';

describe('push messages', () => {
  it('reads the server’s payload', () => {
    const raw = JSON.stringify({ title: '新的预警', body: '小明 …', url: '/red-flag-and-interventions', tag: 'notification-7' });
    expect(readPushMessage(raw)).toEqual({ title: '新的预警', body: '小明 …', url: '/red-flag-and-interventions', tag: 'notification-7' });
  });

  it('falls back to a reminder for anything malformed, and never leaves the app', () => {
    for (const raw of [null, '', 'not json', '[1,2]', '{"body":"no title"}']) {
      expect(readPushMessage(raw).url).toBe('/notifications');
    }
    expect(readPushMessage(JSON.stringify({ title: 'x', url: 'https://evil.example/' })).url).toBe('/notifications');
    expect(readPushMessage(JSON.stringify({ title: 'x'.repeat(500) })).title).toHaveLength(120);
  });

  it('shows texts up to the contract’s limits whole, which the server keeps to, and cuts only longer ones', () => {
    const [title, body] = ['t'.repeat(pushLimits.title), 'b'.repeat(pushLimits.body)];
    expect(readPushMessage(JSON.stringify({ title, body, url: '/notifications' }))).toMatchObject({ title, body });
    expect(readPushMessage(JSON.stringify({ title: `${title}x`, body: `${body}x` }))).toMatchObject({ title, body });
  });

  it('accepts only paths of this app', () => {
    expect(appPath('/home')).toBe('/home');
    expect(appPath('//evil.example')).toBeNull();
    expect(appPath('/\\evil.example')).toBeNull();
    expect(appPath('javascript:alert(1)')).toBeNull();
    expect(isOpenPageMessage({ type: 'open-page', url: '/received-backpack' })).toBe(true);
    expect(isOpenPageMessage({ type: 'open-page', url: 'https://x' })).toBe(false);
    expect(isOpenPageMessage(null)).toBe(false);
  });
});
