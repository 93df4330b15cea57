import { describe, expect, it } from 'vitest';
import { pushMessage } from '../push/payload.js';
import { pushTargets } from '../push/targets.js';
import { redFlagTexts } from '../redFlags/texts.js';
import { notificationTexts, renderNotification } from './texts.js';

// People's names stay as they are written, in any script: the only Latin a Chinese text may quote.
const names = { actor: 'Sam Lee', name: 'Mia Rose' };
const task = { title: 'Read: carb counting basics', title_zh: '阅读：碳水化合物计算入门' };
/** Every value any red flag's words read, with the game's concern given in both languages. */
const flagParams = {
  total: 1234,
  max: 50,
  last_played: '2026-11-18',
  active_days: 9,
  reason: 'Shared a phone number in the chat',
  reason_zh: '在聊天中分享了电话号码',
};

/** What a notification of `textKey` stores, with the Chinese given wherever the product can have it. */
function paramsFor(flagKey: string) {
  const heroicAct = { tokens: 1234, reason: 'Helped a friend check a low', reason_zh: '帮助朋友检查低血糖', milestone: 'family_streak_30' };
  return JSON.stringify({
    ...names,
    ...task,
    ...heroicAct,
    coins: 1234,
    days: 12,
    text_key: flagKey,
    flag_params: JSON.stringify(flagParams),
  });
}

/** The Latin words left once the names are taken out: an English sentence, or part of one. */
function latinWords(text: string): string[] {
  const withoutNames = Object.values(names).reduce((rest, name) => rest.split(name).join(''), text);
  return withoutNames.match(/[A-Za-z]+(?:[\s'’,.:-]+[A-Za-z]+)*/g) ?? [];
}

const textKeys = Object.keys(notificationTexts);
const flagKeys = Object.keys(redFlagTexts);

describe('notifications in the reader’s language', () => {
  it('has no English in any kind read in Chinese, the quoted task, goal and game words included', () => {
    expect(textKeys.length).toBeGreaterThan(10);
    for (const textKey of textKeys) {
      for (const flagKey of flagKeys) {
        const { title, body } = renderNotification(textKey, paramsFor(flagKey), 'zh');
        expect(body, textKey).not.toBe('');
        expect({ textKey, flagKey, latin: latinWords(`${title} ${body}`) }).toEqual({ textKey, flagKey, latin: [] });
      }
    }
  });

  it('pushes each pushed kind in Chinese to a device that reads Chinese', () => {
    for (const textKey of Object.keys(pushTargets)) {
      for (const flagKey of flagKeys) {
        const { title, body } = pushMessage({ id: 1, text_key: textKey, params: paramsFor(flagKey) }, 'zh');
        expect({ textKey, flagKey, latin: latinWords(`${title} ${body}`) }).toEqual({ textKey, flagKey, latin: [] });
      }
    }
  });

  it('quotes the task or goal in the reader’s language, with the thousands separated', () => {
    const params = JSON.stringify({ actor: 'Wei', ...task, coins: 1234 });
    expect(renderNotification('task_completed', params, 'zh').body).toBe('Wei 完成了“阅读：碳水化合物计算入门”，为家庭赢得 1,234 枚金币。');
    expect(renderNotification('goal_completed', params, 'en').body).toBe(
      'Wei marked “Read: carb counting basics” complete: 1,234 coins for the family.',
    );
  });

  it('still reads a row written with one title: the task’s own name, in any language', () => {
    const earlier = JSON.stringify({ actor: 'Wei', title: 'Pack the swim bag', coins: 5 });
    expect(renderNotification('task_completed', earlier, 'zh').body).toBe('Wei 完成了“Pack the swim bag”，为家庭赢得 5 枚金币。');
    expect(renderNotification('task_completed', earlier, 'en').body).toBe(
      'Wei completed “Pack the swim bag” and earned 5 coins for the family.',
    );
  });
});
