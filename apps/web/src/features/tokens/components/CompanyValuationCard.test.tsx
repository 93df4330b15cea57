import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { aTokenBalance, unpublishedValuation } from '../../../test/fixtures';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { CompanyValuationCard } from './CompanyValuationCard';
import { TokenOwnershipSection } from './TokenOwnershipSection';

afterEach(() => vi.unstubAllGlobals());

// 12 March 2027, at noon UTC: the same date in every time zone the tests run in.
const publishedAt = Date.UTC(2027, 2, 12, 12) / 1000;
const published = { total_tokens: 2_500_000, market_value: 125_000.5, currency: 'USD', published_at: publishedAt };

const card = async (title: string) => within(await screen.findByRole('region', { name: title }));

describe('the Company Valuation card', () => {
  it('says plainly that the programme has not published a value yet, and shows no figure', async () => {
    stubCommands({
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    });
    renderWithProviders(<CompanyValuationCard />);
    const valuation = await card('Company Valuation');
    expect(await valuation.findByText('The programme has not published a value yet.')).toBeTruthy();
    expect(valuation.queryByText('Total Tokens')).toBeNull();
    expect(valuation.queryByText('Market Value')).toBeNull();
    expect(valuation.queryByText(/\$|\d/)).toBeNull();
  });

  it('says so in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    stubCommands({
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    });
    renderWithProviders(<CompanyValuationCard />);
    expect(await (await card('公司估值')).findByText('项目尚未公布价值。')).toBeTruthy();
  });

  it('shows the published Total Tokens and Market Value with the date the programme set them, and what they are not', async () => {
    stubCommands({ 'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', published) });
    renderWithProviders(<CompanyValuationCard />);
    const valuation = await card('Company Valuation');
    expect(await valuation.findByText('$125,000.50')).toBeTruthy();
    expect(valuation.getByText('Total Tokens')).toBeTruthy();
    expect(valuation.getByText('Market Value')).toBeTruthy();
    expect(valuation.getByText('2,500,000')).toBeTruthy();
    const note = valuation.getByText(/^Published by the programme on March 12, 2027\./);
    expect(note.textContent).toContain('Tokens are not shares: they give no ownership of any company and cannot be bought or sold.');
  });

  it('shows them in Chinese, with the date in Chinese', async () => {
    await i18n.changeLanguage('zh');
    stubCommands({ 'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', published) });
    renderWithProviders(<CompanyValuationCard />);
    const valuation = await card('公司估值');
    expect(await valuation.findByText('US$125,000.50')).toBeTruthy();
    expect(valuation.getByText('代币总量')).toBeTruthy();
    expect(valuation.getByText('市场价值')).toBeTruthy();
    const note = valuation.getByText(/^由项目于 2027年3月12日 公布。/);
    expect(note.textContent).toContain('代币不是股份：不代表对任何公司的所有权，也不能买卖。');
  });

  it('offers Retry when the figures fail to load, and shows them once they come', async () => {
    let calls = 0;
    stubCommands({
      'ParentTokensHandler.get_company_valuation': () =>
        (calls += 1) === 1 ? refuse('internal_error') : answer('ParentTokensHandler.get_company_valuation', published),
    });
    renderWithProviders(<CompanyValuationCard />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load company valuation')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$125,000.50')).toBeTruthy();
  });
});

describe('the heroic token section of a new family', () => {
  it('shows 0 tokens and how to earn them, in English and in Chinese', async () => {
    const ways = {
      heroic_tokens_per_child_per_day: 20,
      milestones: [{ milestone: 'family_streak_30' as const, tokens: 30, earned: false }],
    };
    const script = {
      'ParentTokensHandler.get_balance': () => answer('ParentTokensHandler.get_balance', aTokenBalance({ ways_to_earn: ways })),
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    };
    stubCommands(script);
    const { unmount } = renderWithProviders(<TokenOwnershipSection />);
    const earn = within(await screen.findByRole('region', { name: 'How to earn heroic tokens' }));
    expect(screen.getByText('Your tokens').nextSibling?.textContent).toBe('0 tokens');
    expect(earn.getByText('Heroic acts in the game: up to 20 tokens a day for each child')).toBeTruthy();
    expect(earn.getByText('Reach 30 days on the family login streak:').closest('li')!.textContent).toBe(
      'Reach 30 days on the family login streak: 30 tokens',
    );
    unmount();

    await i18n.changeLanguage('zh');
    stubCommands(script);
    renderWithProviders(<TokenOwnershipSection />);
    const earnZh = within(await screen.findByRole('region', { name: '如何获得英雄代币' }));
    expect(screen.getByText('您的代币').nextSibling?.textContent).toBe('0 枚代币');
    expect(earnZh.getByText('游戏中的英雄行为：每个孩子每天最多 20 枚代币')).toBeTruthy();
    expect(earnZh.getByText('家庭登录累计达到 30 天：').closest('li')!.textContent).toBe('家庭登录累计达到 30 天： 30 枚代币');
  });

  it('says when the programme grants no tokens at all', async () => {
    stubCommands({
      'ParentTokensHandler.get_balance': () =>
        answer('ParentTokensHandler.get_balance', aTokenBalance({ ways_to_earn: { heroic_tokens_per_child_per_day: 0, milestones: [] } })),
      'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
    });
    renderWithProviders(<TokenOwnershipSection />);
    expect(await screen.findByText('The programme is not granting heroic tokens at the moment.')).toBeTruthy();
  });
});
