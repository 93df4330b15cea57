import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { coinReasonKey, coinReasons } from './coinReasons';

describe('coin reasons', () => {
  it('has a readable label for every reason, in en and zh', () => {
    for (const reason of coinReasons) {
      const key = coinReasonKey(reason);
      expect(key).toBe(`reason.${reason}`);
      for (const lng of ['en', 'zh']) {
        const label = i18n.t(key, { ns: 'coins', lng });
        expect(label, `${lng} ${reason}`).not.toBe(key);
        expect(label).not.toContain('_');
      }
    }
  });

  it('reads the labels people expect', () => {
    expect(i18n.t(coinReasonKey('task'), { ns: 'coins', lng: 'en' })).toBe('Task completed');
    expect(i18n.t(coinReasonKey('lesson_plan'), { ns: 'coins', lng: 'en' })).toBe('Lesson plan');
    expect(i18n.t(coinReasonKey('goal'), { ns: 'coins', lng: 'zh' })).toBe('完成家庭目标');
  });

  it('labels an unknown reason generically', () => {
    expect(coinReasonKey('lottery')).toBe('reason.other');
  });
});
