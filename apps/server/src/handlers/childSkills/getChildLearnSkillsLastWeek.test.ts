import { describe, expect, test } from '../../test/fixture.js';
import { shanghaiFamily } from '../../test/shanghai.js';
import { recordChildActivity } from '../../activity/childActivity.js';

describe('ChildSkills.getChildLearnSkillsLastWeek', () => {
  test('names the skills learned in the last seven days, across the family children', async ({ t }) => {
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
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token)).body.data).toEqual(['Spotting a hypo']);
  });
});
