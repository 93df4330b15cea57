import { describe, expect, it, vi } from 'vitest';
import { offerWording } from './consultationOffer';
import { formatMoney } from './format/format';

function formatIn(locale: 'en' | 'zh') {
  const money = vi.fn((value: number, currency: string) => formatMoney(value, currency, locale));
  return { money, format: { number: vi.fn(), money, date: vi.fn(), dateTime: vi.fn() } };
}

describe('the consultation as the screens word it', () => {
  it('is paid with its price in the parent’s language', () => {
    expect(offerWording({ price: 150, currency: 'CNY' }, formatIn('en').format)).toEqual({ paid: true, price: 'CN¥150' });
    expect(offerWording({ price: 150.5, currency: 'CNY' }, formatIn('zh').format)).toEqual({ paid: true, price: '¥150.50' });
  });

  it('is free, and formats no price, which no free wording shows', () => {
    const { money, format } = formatIn('en');
    expect(offerWording({ price: 0, currency: 'CNY' }, format)).toEqual({ paid: false, price: '' });
    expect(money).not.toHaveBeenCalled();
  });
});
