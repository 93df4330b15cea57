import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, stubCommands, type SentBody } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { aProduct } from '../../../test/library';
import { ProductLearningPage } from './ProductLearningPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const glucagon = aProduct({ id: 9, title: 'Glucagon', category: 'hypo' });

/** The catalogue holds product 9; the family is paid for it the first time only. */
function stubCatalogue(alreadyExplored = false): SentBody[] {
  let explored = alreadyExplored;
  return stubCommands({
    'TrustedProductApi.getProduct': (body) =>
      body.id === 9
        ? answer('TrustedProductApi.getProduct', {
            ...glucagon,
            explored,
            body: '## What it is\n\nAn emergency medicine.',
            sources: 'NICE NG18; NHS',
          })
        : refuse('not_found'),
    'ParentCoinsHandler.award_product_explore_coin': () => {
      const paid = explored ? 0 : 5;
      explored = true;
      return answer('ParentCoinsHandler.award_product_explore_coin', { product_explore_reward_coins: paid });
    },
  });
}

const awards = (sent: SentBody[]) => sent.filter((body) => body.cmd === 'ParentCoinsHandler.award_product_explore_coin');

describe('a trusted product', () => {
  it('shows the product and pays for exploring it once, with the 3 s coin overlay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubCatalogue();
    renderWithProviders(<ProductLearningPage />, { path: '/product-learning?id=9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glucagon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What it is' })).toBeTruthy();
    expect(screen.getByText('NICE NG18')).toBeTruthy();
    expect(await screen.findByText('You earned 5 coins!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('You earned 5 coins!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('You earned 5 coins!')).toBeNull();
    // The refreshed product says it was explored; no second award for the same page view.
    expect(await screen.findByText('Your family has explored this product.')).toBeTruthy();
    expect(awards(sent)).toEqual([expect.objectContaining({ product_id: 9 })]);
    expect(screen.getByRole('link', { name: 'Back to trusted products' }).getAttribute('href')).toBe('/trusted-products');
  });

  it('shows no overlay when the family was already paid for it', async () => {
    const sent = stubCatalogue(true);
    renderWithProviders(<ProductLearningPage />, { path: '/product-learning?id=9' });
    await screen.findByRole('heading', { level: 1, name: 'Glucagon' });
    await waitFor(() => expect(awards(sent)).toHaveLength(1));
    expect(screen.queryByText(/You earned/)).toBeNull();
  });

  it("says 'Failed to load product' for a product that does not exist, and pays nothing", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = stubCatalogue();
    renderWithProviders(<ProductLearningPage />, { path: '/product-learning?id=404' });
    expect(await screen.findByText('Failed to load product')).toBeTruthy();
    expect(awards(sent)).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Back to trusted products' })).toHaveLength(2);
    error.mockRestore();
  });

  it('asks nothing without a usable id', async () => {
    const sent = stubCatalogue();
    renderWithProviders(<ProductLearningPage />, { path: '/product-learning?id=abc' });
    expect(await screen.findByText('Failed to load product')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
