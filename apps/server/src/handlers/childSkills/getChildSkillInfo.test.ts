import { recordChildActivity } from '../../activity/childActivity.js';
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

  test("names skills in the reader's language where the game gave it, else as the game named them", async ({ t }) => {
    const { childId, token, now } = await shanghaiChildWithSkills(t);
    await recordChildActivity(t.database.db, { childId, at: now, skills: [{ key: 'meter', name: 'Reading a meter', nameZh: '读血糖仪' }] });
    const names = async (headers: Record<string, string>) =>
      (await t.call('ChildSkills.getChildSkillInfo', { child_id: childId }, token, headers)).body.data.skills.map(
        (skill: { name: string }) => skill.name,
      );
    expect(await names({})).toEqual(['Reading a meter', 'Spotting a hypo', 'Counting carbs']);
    expect(await names({ 'accept-language': 'zh-CN,zh;q=0.9' })).toEqual(['读血糖仪', 'Spotting a hypo', 'Counting carbs']);
    // A later report of a known skill keeps when it was learned and only adds the Chinese name it lacked.
    await recordChildActivity(t.database.db, {
      childId,
      at: now + 60,
      skills: [
        { key: 'hypo', name: 'Spotting a low', nameZh: '识别低血糖' },
        { key: 'meter', name: 'Reading a meter', nameZh: '看血糖仪' },
      ],
    });
    const zh = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId }, token, { 'accept-language': 'zh' });
    expect(zh.body.data.skills).toEqual([
      { name: '读血糖仪', learned_at: now },
      { name: '识别低血糖', learned_at: now - 3600 },
      { name: 'Counting carbs', learned_at: now - 10 * 86400 },
    ]);
    expect(await names({})).toEqual(['Reading a meter', 'Spotting a hypo', 'Counting carbs']);
  });
});
