import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { unpublishedValuation } from '../../../test/fixtures';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TokenProgramme } from './TokenProgramme';

afterEach(() => vi.unstubAllGlobals());

const milestones = [
  { milestone: 'consultation_completed' as const, tokens: 50, enabled: false, updated_at: null },
  { milestone: 'family_streak_30' as const, tokens: 30, enabled: false, updated_at: null },
  { milestone: 'family_goals_10' as const, tokens: 20, enabled: true, updated_at: 1_800_000_000 },
];
const published = { total_tokens: 120_000, market_value: 60_000.5, currency: 'USD', published_at: 1_800_000_000 };

/** The console against a server that keeps what it is told: a publication is what the valuation answers next. */
function stub(valuation = unpublishedValuation) {
  let current = valuation;
  return stubCommands({
    'OperatorEconomyHandler.getMilestones': () => answer('OperatorEconomyHandler.getMilestones', milestones),
    'OperatorEconomyHandler.saveMilestone': () => answer('OperatorEconomyHandler.saveMilestone', milestones),
    'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', current),
    'OperatorEconomyHandler.publishValuation': () => answer('OperatorEconomyHandler.publishValuation', (current = published)),
  });
}

describe("the console's heroic tokens", () => {
  it('turns a milestone on with its tokens, and refuses tokens out of range', async () => {
    const sent = stub();
    renderWithProviders(<TokenProgramme />);
    const carePlan = within(await screen.findByRole('listitem', { name: 'Care plan completed (the backpack confirmed)' }));
    expect(carePlan.getByText('Not set yet: off')).toBeTruthy();
    const tokens = carePlan.getByRole('textbox', { name: /Tokens/ });
    fireEvent.change(tokens, { target: { value: '1001' } });
    expect(carePlan.getByText('A whole number from 1 to 1,000')).toBeTruthy();
    fireEvent.change(tokens, { target: { value: '60' } });
    fireEvent.click(carePlan.getByRole('switch', { name: 'Granted' }));
    fireEvent.click(carePlan.getByRole('button', { name: 'Save Care plan completed (the backpack confirmed)' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorEconomyHandler.saveMilestone')).toEqual({
        cmd: 'OperatorEconomyHandler.saveMilestone',
        milestone: 'consultation_completed',
        tokens: 60,
        enabled: true,
      }),
    );
    expect(screen.getByRole('listitem', { name: '30 days on the family login streak' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Family goals completed 10 times in all' })).toBeTruthy();
  });

  it('publishes a value only with whole tokens and at most two decimals, and says none is published until then', async () => {
    const sent = stub();
    renderWithProviders(<TokenProgramme />);
    expect(await screen.findByText('No value has been published yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tokens issued in all' }), { target: { value: '120000' } });
    const value = screen.getByRole('textbox', { name: 'Value the programme states for all of them (USD)' });
    fireEvent.change(value, { target: { value: '60000.505' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish this value' }));
    expect(await screen.findByText(/with at most two decimals/)).toBeTruthy();
    expect(sent.some((body) => body.cmd === 'OperatorEconomyHandler.publishValuation')).toBe(false);
    fireEvent.change(value, { target: { value: '60000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish this value' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorEconomyHandler.publishValuation')).toEqual({
        cmd: 'OperatorEconomyHandler.publishValuation',
        total_tokens: 120_000,
        market_value: 60_000.5,
      }),
    );
    expect(await screen.findByText(/^Published .*: 120,000 tokens in all, stated at \$60,000.50\.$/)).toBeTruthy();
  });

  it('shows in Chinese what is published, with its date, and each milestone by name', async () => {
    await i18n.changeLanguage('zh');
    stub(published);
    renderWithProviders(<TokenProgramme />);
    expect(await screen.findByText(/公布：共 120,000 枚代币，标定价值 US\$60,000.50。$/)).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: '完成护理计划（已确认收到背包）' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '家庭登录累计 30 天' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '累计完成家庭目标 10 次' })).toBeTruthy();
  });
});
