import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, stubCommands, type SentRequest } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { CoinLogPage } from './CoinLogPage';

afterEach(() => vi.unstubAllGlobals());

/** The server names tasks and goals in the language the request asks for, or as awarded when they have none in it. */
const logIn = ({ language }: SentRequest) => {
  const zh = language === 'zh';
  return answer('ParentCoinsHandler.get_family_coins_logs', {
    total_coins: 65,
    list: [
      { id: 3, amount: 5, reason: 'community', title: null, created_at: 1_800_000_200, user_id: 1 },
      { id: 2, amount: 15, reason: 'task', title: 'Pack the swim bag', created_at: 1_800_000_100, user_id: 1 },
      {
        id: 1,
        amount: 45,
        reason: 'goal',
        title: zh ? '晚饭后全家散步' : 'A family walk after dinner',
        created_at: 1_800_000_000,
        user_id: 1,
      },
    ],
    total: 3,
    page: 1,
    per_page: 20,
  });
};

describe('the coin log page', () => {
  it("asks for the log in the reader's language: a zh reader reads every reason and name in Chinese where there is one", async () => {
    await i18n.changeLanguage('zh');
    stubCommands({ 'ParentCoinsHandler.get_family_coins_logs': (_body, request) => logIn(request) });
    renderWithProviders(<CoinLogPage />);
    const list = await screen.findByRole('list', { name: '金币记录' });
    const entries = within(list).getAllByRole('listitem');
    expect(within(entries[2]!).getByText('完成家庭目标')).toBeTruthy();
    expect(within(entries[2]!).getByText('晚饭后全家散步')).toBeTruthy();
    expect(within(entries[0]!).getByText('访问社区')).toBeTruthy();
    // A parent's own task keeps the one name it was given.
    expect(within(entries[1]!).getByText('Pack the swim bag')).toBeTruthy();
    expect(screen.queryByText('A family walk after dinner')).toBeNull();
  });

  it('names the goal in English for an English reader', async () => {
    stubCommands({ 'ParentCoinsHandler.get_family_coins_logs': (_body, request) => logIn(request) });
    renderWithProviders(<CoinLogPage />);
    expect(await screen.findByText('A family walk after dinner')).toBeTruthy();
    expect(screen.getByText('Family goal reached')).toBeTruthy();
  });
});
