import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { dialogTitled } from '../../../test/dialogs';
import { aTokenBalance } from '../../../test/fixtures';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TokenOwnershipSection } from './TokenOwnershipSection';

afterEach(() => vi.unstubAllGlobals());

const script = {
  'ParentTokensHandler.get_balance': () =>
    answer('ParentTokensHandler.get_balance', aTokenBalance({ total_tokens: 1250, per_token_value: 2.5, total_value: 3125 })),
  'ParentTokensHandler.get_company_valuation': () =>
    answer('ParentTokensHandler.get_company_valuation', {
      total_tokens: 1_000_000,
      market_value: 2_500_000,
      currency: 'USD',
      published_at: 1_800_000_000,
    }),
};

describe('heroic token figures', () => {
  it('carry their units: tokens, and money in the deployment currency', async () => {
    stubCommands(script);
    renderWithProviders(<TokenOwnershipSection />);
    expect(await screen.findByText('$2.50')).toBeTruthy();
    // The balance and the valuation are read together and settle one after the other (shared/api/batch.ts).
    expect(await screen.findByText('$3,125')).toBeTruthy();
    expect(await screen.findByText('$2,500,000')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('tokens')).toHaveLength(2));
    // A family that has tokens is not shown how to earn them on the dashboard (its page shows it).
    expect(screen.queryByRole('heading', { name: 'How to earn heroic tokens' })).toBeNull();
  });

  it('explain themselves in an info modal, in Chinese too: a recognition, not money, not shares, not for sale', async () => {
    await i18n.changeLanguage('zh');
    stubCommands(script);
    renderWithProviders(<TokenOwnershipSection />);
    expect(await screen.findByText('US$2.50')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('枚代币')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '这些数字是什么意思？' }));
    const dialog = await dialogTitled('关于英雄代币');
    expect(within(dialog).getByText(/项目对您家庭努力的认可/)).toBeTruthy();
    expect(within(dialog).getByText(/不是钱，也不是投资/)).toBeTruthy();
    expect(within(dialog).getByText(/由运营本应用的项目标定/)).toBeTruthy();
    expect(within(dialog).getByText(/代币不能买卖/)).toBeTruthy();
    expect(within(dialog).getByText(/代币不是股份/)).toBeTruthy();
  });

  it('say in English who sets their value and what they are not', async () => {
    stubCommands(script);
    renderWithProviders(<TokenOwnershipSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'What do these numbers mean?' }));
    const dialog = await dialogTitled('About heroic tokens');
    expect(within(dialog).getByText(/the programme's recognition of your family's effort/)).toBeTruthy();
    expect(within(dialog).getByText(/as the programme that runs this app states it/)).toBeTruthy();
    expect(within(dialog).getByText(/tokens cannot be bought, sold, exchanged or withdrawn/)).toBeTruthy();
    expect(within(dialog).getByText(/Tokens are not shares and give your family no ownership of any company/)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/your share|today's valuation|go up or down/);
  });
});
