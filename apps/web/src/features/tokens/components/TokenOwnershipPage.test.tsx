import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { aTokenBalance, unpublishedValuation } from '../../../test/fixtures';
import { answer, stubCommands, type SentRequest } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TokenOwnershipPage } from './TokenOwnershipPage';

afterEach(() => vi.unstubAllGlobals());

/** The server writes a grant's reason in the language the request asks for, or as granted when it has none in it. */
const balanceIn = ({ language }: SentRequest) =>
  answer(
    'ParentTokensHandler.get_balance',
    aTokenBalance({
      total_tokens: 105,
      history: [
        { id: 2, amount: 5, reason: 'Bonus', created_at: 1_800_000_000 },
        { id: 1, amount: 100, reason: language === 'zh' ? '欢迎加入项目' : 'Welcome to the programme', created_at: 1_799_000_000 },
      ],
    }),
  );

describe('the heroic token page', () => {
  it("asks for the token history in the reader's language and shows each reason as answered", async () => {
    await i18n.changeLanguage('zh');
    const sent = stubCommands({
      'ParentTokensHandler.get_balance': (_body, request) => balanceIn(request),
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    });
    renderWithProviders(<TokenOwnershipPage />);
    expect(await screen.findByText('欢迎加入项目')).toBeTruthy();
    expect(screen.getByText('Bonus')).toBeTruthy();
    expect(screen.queryByText('Welcome to the programme')).toBeNull();
    expect(screen.getByRole('heading', { name: '代币来源' })).toBeTruthy();
    expect(sent.some((body) => body.cmd === 'ParentTokensHandler.get_balance')).toBe(true);
  });

  it('shows the English reasons to an English reader', async () => {
    stubCommands({
      'ParentTokensHandler.get_balance': (_body, request) => balanceIn(request),
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    });
    renderWithProviders(<TokenOwnershipPage />);
    expect(await screen.findByText('Welcome to the programme')).toBeTruthy();
    expect(screen.queryByText('欢迎加入项目')).toBeNull();
  });

  it("lists how to earn more: the game's heroic acts and the milestones that are on, each with its tokens and whether it was earned", async () => {
    const ways = {
      heroic_tokens_per_child_per_day: 20,
      milestones: [
        { milestone: 'consultation_completed' as const, tokens: 50, earned: true },
        { milestone: 'family_goals_10' as const, tokens: 1500, earned: false },
      ],
    };
    stubCommands({
      'ParentTokensHandler.get_balance': () =>
        answer('ParentTokensHandler.get_balance', aTokenBalance({ total_tokens: 50, ways_to_earn: ways })),
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    });
    renderWithProviders(<TokenOwnershipPage />);
    const list = within(await screen.findByRole('region', { name: 'How to earn heroic tokens' }));
    expect(list.getByText('Heroic acts in the game: up to 20 tokens a day for each child')).toBeTruthy();
    const carePlan = list.getByText('Complete the care plan:').closest('li')!;
    expect(carePlan.textContent).toBe('Complete the care plan: 50 tokensEarned');
    const goals = list.getByText('Complete family goals 10 times:').closest('li')!;
    expect(goals.textContent).toBe('Complete family goals 10 times: 1,500 tokens');
  });
});
