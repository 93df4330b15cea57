import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { dialogTitled } from '../../../test/dialogs';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TokenOwnershipSection } from './TokenOwnershipSection';

afterEach(() => vi.unstubAllGlobals());

const script = {
  'ParentTokensHandler.get_balance': () =>
    answer('ParentTokensHandler.get_balance', { total_tokens: 1250, per_token_value: 2.5, total_value: 3125, currency: 'USD' }),
  'ParentTokensHandler.get_company_valuation': () =>
    answer('ParentTokensHandler.get_company_valuation', { total_tokens: 1_000_000, market_value: 2_500_000, currency: 'USD' }),
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
  });

  it('explain themselves in an info modal, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    stubCommands(script);
    renderWithProviders(<TokenOwnershipSection />);
    expect(await screen.findByText('US$2.50')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('枚代币')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '这些数字是什么意思？' }));
    const dialog = await dialogTitled('关于英雄代币');
    expect(within(dialog).getByText(/不是钱/)).toBeTruthy();
    expect(within(dialog).getByText(/不是可以提取的余额/)).toBeTruthy();
  });
});
