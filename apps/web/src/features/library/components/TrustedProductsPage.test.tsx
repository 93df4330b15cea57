import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, reply, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { aProduct } from '../../../test/library';
import { TrustedProductsPage } from './TrustedProductsPage';

afterEach(() => vi.unstubAllGlobals());

const products = [
  aProduct({ id: 1, title: 'Blood glucose meter', category: 'monitoring' }),
  aProduct({ id: 9, title: 'Glucagon', category: 'hypo', explored: true }),
  aProduct({ id: 8, title: 'Fast-acting glucose', category: 'hypo' }),
  aProduct({ id: 4, title: 'Insulin pen', category: 'insulin' }),
];

describe('trusted products', () => {
  it('lists the products under their categories, each leading to its page, explored ones marked', async () => {
    stubCommands({ 'TrustedProductApi.getActiveProducts': () => answer('TrustedProductApi.getActiveProducts', products) });
    renderWithProviders(<TrustedProductsPage />, { path: '/trusted-products' });
    const hypo = await screen.findByRole('region', { name: 'Treating lows' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Glucose monitoring',
      'Insulin',
      'Treating lows',
    ]);
    const glucagon = within(hypo).getByRole('link', { name: 'Glucagon' });
    expect(glucagon.getAttribute('href')).toBe('/product-learning?id=9');
    const items = within(hypo).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Explored')).toBeTruthy();
    expect(within(items[1]!).queryByText('Explored')).toBeNull();
    expect(screen.getByText(/described neutrally and without brands/)).toBeTruthy();
  });

  it("says 'Unable to load products' with 'Try Again', which loads them again", async () => {
    let fail = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubCommands({
      'TrustedProductApi.getActiveProducts': () =>
        fail ? reply(500, { code: 500, msg: 'Internal error' }) : answer('TrustedProductApi.getActiveProducts', products),
    });
    renderWithProviders(<TrustedProductsPage />, { path: '/trusted-products' });
    expect(await screen.findByText('Unable to load products')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Failed to load trusted products:', expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Glucagon' })).toBeTruthy();
    expect(screen.queryByText('Unable to load products')).toBeNull();
    error.mockRestore();
  });

  it('says the same failure in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubCommands({ 'TrustedProductApi.getActiveProducts': () => reply(500, { code: 500, msg: 'Internal error' }) });
    renderWithProviders(<TrustedProductsPage />, { path: '/trusted-products' });
    expect(await screen.findByText('无法加载产品')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    error.mockRestore();
  });
});
