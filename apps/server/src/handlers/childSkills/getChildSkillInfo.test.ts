import { describe, expect, test } from '../../test/fixture.js';
import { shanghaiFamily } from '../../test/shanghai.js';
import { recordChildActivity } from '../../activity/childActivity.js';

describe('ChildSkills.getChildSkillInfo', () => {
  test('keeps each skill with the moment it was first learned', async ({ t }) => {
    const { parent, childId } = await shanghaiFamily(t);
    const token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    const now = t.clock.now();
    await recordChildActivity(t.database.db, { childId, at: now - 10 * 86400, skills: [{ key: 'carbs', name: 'Counting carbs' }] });
    await recordChildActivity(t.database.db, {
      childId,
      at: now - 3600,
      skills: [
        { key: 'carbs', name: 'Counting carbs' },
        { key: 'hypo', name: 'Spotting a hypo' },
      ],
    });
    const all = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId }, token);
    expect(all.body.data.skills).toEqual([
      { name: 'Spotting a hypo', learned_at: now - 3600 },
      { name: 'Counting carbs', learned_at: now - 10 * 86400 },
    ]);
    const week = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId, range: 7 * 86400 }, token);
    expect(week.body.data.skills.map((s: { name: string }) => s.name)).toEqual(['Spotting a hypo']);
  });
});
