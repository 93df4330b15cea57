import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unpublishedValuation } from '../../../test/fixtures';
import { answer, stubCommands } from '../../../test/gateway';
import { appGlobal } from '../../../test/emergency';
import { renderWithProviders } from '../../../test/render';
import { SettingsPage } from './SettingsPage';

const settings = {
  per_token_value: 1,
  heroic_tokens_per_child_per_day: 20,
  recommended_max_interactions: 50,
  community_entry_coins: 5,
  lesson_plan_coins: 10,
  product_explore_coins: 5,
  parent_task_coins_per_day: 200,
  red_flag_reminder_hours: 2,
};

const milestones = [
  { milestone: 'consultation_completed' as const, tokens: 50, enabled: false, updated_at: null },
  { milestone: 'family_streak_30' as const, tokens: 30, enabled: false, updated_at: null },
  { milestone: 'family_goals_10' as const, tokens: 20, enabled: true, updated_at: 1_800_000_000 },
];

function stub() {
  return stubCommands({
    'OperatorEconomyHandler.getMilestones': () => answer('OperatorEconomyHandler.getMilestones', milestones),
    'OperatorEconomyHandler.saveMilestone': () => answer('OperatorEconomyHandler.saveMilestone', milestones),
    'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    'OperatorEconomyHandler.publishValuation': () =>
      answer('OperatorEconomyHandler.publishValuation', {
        total_tokens: 120_000,
        market_value: 60_000.5,
        currency: 'USD',
        published_at: 1_800_000_000,
      }),
    'OperatorEconomyHandler.getSettings': () => answer('OperatorEconomyHandler.getSettings', settings),
    'OperatorEconomyHandler.saveSettings': () => answer('OperatorEconomyHandler.saveSettings', { ...settings, lesson_plan_coins: 25 }),
    'GmsParent.getAppData': () => answer('GmsParent.getAppData', appGlobal({ parent_community_url: null })),
    'OperatorContentHandler.saveAppData': () => answer('OperatorContentHandler.saveAppData', { parent_community_url: '/community' }),
    'OperatorLocationHandler.list': () =>
      answer('OperatorLocationHandler.list', [{ id: 1, name: 'Shanghai', sort_order: 1, active: true }]),
    'OperatorLocationHandler.save': () => answer('OperatorLocationHandler.save', { id: 2, name: 'Hangzhou', sort_order: 2, active: true }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the settings of the console', () => {
  it('saves only the reward that changed, and holds back a value out of range', async () => {
    const sent = stub();
    renderWithProviders(<SettingsPage workflowUrls={<p>Workflow addresses</p>} />);
    const lesson = await screen.findByRole('textbox', { name: /Coins for a lesson plan/ });
    fireEvent.change(lesson, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rewards and economy' }));
    expect(await screen.findByText('Enter a whole number in the range shown')).toBeTruthy();
    expect(sent.some((body) => body.cmd === 'OperatorEconomyHandler.saveSettings')).toBe(false);
    fireEvent.change(lesson, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rewards and economy' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorEconomyHandler.saveSettings')).toEqual({
        cmd: 'OperatorEconomyHandler.saveSettings',
        lesson_plan_coins: 25,
      }),
    );
    expect(screen.getByText('Workflow addresses')).toBeTruthy();
  });

  it('saves the community link and adds a location', async () => {
    const sent = stub();
    renderWithProviders(<SettingsPage workflowUrls={null} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Community address/ }), { target: { value: '/community' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save community link' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorContentHandler.saveAppData')).toMatchObject({ parent_community_url: '/community' }),
    );
    expect(within(await screen.findByRole('listitem', { name: 'Shanghai' })).getByRole('switch', { name: 'Offered' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'A new location' }), { target: { value: 'Hangzhou' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(sent.find((body) => body.cmd === 'OperatorLocationHandler.save')).toMatchObject({ name: 'Hangzhou' }));
  });
});
