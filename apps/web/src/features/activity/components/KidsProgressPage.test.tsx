import type { FamilyMember } from '@t1d/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, stubCommands, type Script } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { KidsProgressPage } from './KidsProgressPage';

afterEach(() => vi.unstubAllGlobals());

const mei: FamilyMember = { user_id: 7, login_name: 'mei', real_name: 'Mei', name: 'Mei', role: 'child', is_child: true, avatar: null };

/** The server names a skill in the language the request asks for when the game gave it, else as the game named it. */
const script: Script = {
  'ParentFamilyHandler.get_members': () => answer('ParentFamilyHandler.get_members', { members: [mei] }),
  'ChildSkills.getChildSkillInfo': (_body, { language }) =>
    answer('ChildSkills.getChildSkillInfo', {
      child_id: mei.user_id,
      skills: [
        { name: language === 'zh' ? '计算碳水' : 'Counting carbs', learned_at: 1_800_000_000 },
        { name: 'Bedtime check', learned_at: 1_799_000_000 },
      ],
    }),
};

describe('the kids-progress page', () => {
  it("asks for each child's skills in the reader's language: a zh reader reads the Chinese names answered", async () => {
    await i18n.changeLanguage('zh');
    stubCommands(script);
    renderWithProviders(<KidsProgressPage />);
    const section = await screen.findByRole('region', { name: 'Mei' });
    expect(await within(section).findByText('计算碳水')).toBeTruthy();
    expect(within(section).getByText('Bedtime check')).toBeTruthy();
    expect(within(section).queryByText('Counting carbs')).toBeNull();
  });

  it('shows an English reader the English names', async () => {
    stubCommands(script);
    renderWithProviders(<KidsProgressPage />);
    const section = await screen.findByRole('region', { name: 'Mei' });
    expect(await within(section).findByText('Counting carbs')).toBeTruthy();
    expect(within(section).queryByText('计算碳水')).toBeNull();
  });
});
