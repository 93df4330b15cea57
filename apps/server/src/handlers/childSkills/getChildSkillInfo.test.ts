import { describe, expect, test } from '../../test/fixture.js';
import { shanghaiChildWithSkills } from '../../test/shanghai.js';

describe('ChildSkills.getChildSkillInfo', () => {
  test('keeps each skill with the moment it was first learned', async ({ t }) => {
    const { childId, token, now } = await shanghaiChildWithSkills(t);
    const all = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId }, token);
    expect(all.body.data.skills).toEqual([
      { name: 'Spotting a hypo', learned_at: now - 3600 },
      { name: 'Counting carbs', learned_at: now - 10 * 86400 },
    ]);
    const week = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId, range: 7 * 86400 }, token);
    expect(week.body.data.skills.map((s: { name: string }) => s.name)).toEqual(['Spotting a hypo']);
  });
});
