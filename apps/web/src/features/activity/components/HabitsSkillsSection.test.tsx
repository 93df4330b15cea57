import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, stubCommands, type SentRequest } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { HabitsSkillsSection } from './HabitsSkillsSection';

afterEach(() => vi.unstubAllGlobals());

/** The server names a skill in the language the request asks for when the game gave it, else as the game named it. */
const lastWeek = (_body: unknown, { language }: SentRequest) =>
  answer('ChildSkills.getChildLearnSkillsLastWeek', [language === 'zh' ? '计算碳水' : 'Counting carbs', 'Bedtime check']);

describe('the habits_skills section', () => {
  it("asks in the reader's language and shows a zh reader the Chinese names answered", async () => {
    await i18n.changeLanguage('zh');
    stubCommands({ 'ChildSkills.getChildLearnSkillsLastWeek': lastWeek });
    renderWithProviders(<HabitsSkillsSection />);
    const list = await screen.findByRole('list', { name: '过去一周学到的' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['计算碳水', 'Bedtime check']);
  });

  it('shows an English reader the English names', async () => {
    stubCommands({ 'ChildSkills.getChildLearnSkillsLastWeek': lastWeek });
    renderWithProviders(<HabitsSkillsSection />);
    const list = await screen.findByRole('list', { name: 'Learned in the last week' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Counting carbs', 'Bedtime check']);
  });
});
