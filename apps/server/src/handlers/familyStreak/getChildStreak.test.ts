import { describe, expect, test } from '../../test/fixture.js';
import { at, shanghaiFamily } from '../../test/shanghai.js';
import { recordChildActivity } from '../../activity/childActivity.js';

describe('FamilyStreak.getChildStreak', () => {
  test('counts a child active days within the asked month, on the family calendar', async ({ t }) => {
    const { parent, childId } = await shanghaiFamily(t);
    for (const iso of [
      '2026-10-31T15:59:59Z',
      '2026-10-31T16:00:00Z',
      '2026-11-05T01:00:00Z',
      '2026-11-05T09:00:00Z',
      '2026-11-30T15:59:59Z',
      '2026-11-30T16:00:00Z',
    ]) {
      await recordChildActivity(t.database.db, { childId, at: at(iso) });
    }
    const token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    const streak = async (year: number, month: number) =>
      (await t.call('FamilyStreak.getChildStreak', { year, month, user_id: childId }, token)).body.data.total_streak_days;
    expect(await streak(2026, 10)).toBe(1);
    expect(await streak(2026, 11)).toBe(3);
    expect(await streak(2026, 12)).toBe(1);
  });
});
