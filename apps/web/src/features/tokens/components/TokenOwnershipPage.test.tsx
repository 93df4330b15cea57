import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, stubCommands, type SentRequest } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TokenOwnershipPage } from './TokenOwnershipPage';

afterEach(() => vi.unstubAllGlobals());

/** The server writes a grant's reason in the language the request asks for, or as granted when it has none in it. */
const balanceIn = ({ language }: SentRequest) =>
  answer('ParentTokensHandler.get_balance', {
    total_tokens: 105,
    per_token_value: 1,
    total_value: 105,
    currency: 'USD',
    history: [
      { id: 2, amount: 5, reason: 'Bonus', created_at: 1_800_000_000 },
      { id: 1, amount: 100, reason: language === 'zh' ? '欢迎加入项目' : 'Welcome to the programme', created_at: 1_799_000_000 },
    ],
  });

describe('the heroic token page', () => {
  it("asks for the token history in the reader's language and shows each reason as answered", async () => {
    await i18n.changeLanguage('zh');
    const sent = stubCommands({
      'ParentTokensHandler.get_balance': (_body, request) => balanceIn(request),
      'ParentTokensHandler.get_company_valuation': () =>
        answer('ParentTokensHandler.get_company_valuation', { total_tokens: 1_000_000, market_value: 1_000_000, currency: 'USD' }),
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
      'ParentTokensHandler.get_company_valuation': () =>
        answer('ParentTokensHandler.get_company_valuation', { total_tokens: 1_000_000, market_value: 1_000_000, currency: 'USD' }),
    });
    renderWithProviders(<TokenOwnershipPage />);
    expect(await screen.findByText('Welcome to the programme')).toBeTruthy();
    expect(screen.queryByText('欢迎加入项目')).toBeNull();
  });
});
