import { describe, expect, test } from '../../test/fixture.js';
import { shanghaiChildWithSkills } from '../../test/shanghai.js';

describe('ChildSkills.getChildLearnSkillsLastWeek', () => {
  test('names the skills learned in the last seven days, across the family children', async ({ t }) => {
    const { token } = await shanghaiChildWithSkills(t);
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token)).body.data).toEqual(['Spotting a hypo']);
  });
});
