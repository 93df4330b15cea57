import { recordChildActivity } from '../../activity/childActivity.js';
import { describe, expect, test } from '../../test/fixture.js';
import { shanghaiChildWithSkills } from '../../test/shanghai.js';

describe('ChildSkills.getChildLearnSkillsLastWeek', () => {
  test('names the skills learned in the last seven days, across the family children', async ({ t }) => {
    const { token } = await shanghaiChildWithSkills(t);
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token)).body.data).toEqual(['Spotting a hypo']);
  });

  test("names each skill once, in the reader's language where the game gave it", async ({ t }) => {
    const { parent, childId, token, now } = await shanghaiChildWithSkills(t);
    const sister: number = (await t.call('ParentInviteHandler.create_child', { child_name: 'Lan' }, parent.token)).body.data.user_id;
    const meter = { key: 'meter', name: 'Reading a meter', nameZh: '读血糖仪' };
    await recordChildActivity(t.database.db, { childId, at: now, skills: [meter] });
    await recordChildActivity(t.database.db, {
      childId: sister,
      at: now,
      skills: [meter, { key: 'water', name: 'Water', nameZh: '喝水' }],
    });
    const zh = await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token, { 'accept-language': 'zh-CN' });
    expect([...zh.body.data].sort()).toEqual(['Spotting a hypo', '喝水', '读血糖仪'].sort());
    expect(zh.body.data).toHaveLength(3);
    const en = await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token);
    expect(en.body.data).toEqual(['Reading a meter', 'Spotting a hypo', 'Water']);
  });
});
