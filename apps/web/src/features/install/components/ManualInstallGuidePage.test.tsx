import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { ManualInstallGuidePage } from './ManualInstallGuidePage';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The guide's part headers, in their order on the page. */
const partButtons = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('the manual install guide', () => {
  it('opens with the reader’s own device, first and expanded', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphone);
    renderWithProviders(<ManualInstallGuidePage />, { path: '/manual-install-guide' });
    expect(screen.getByRole('heading', { level: 1, name: 'How to install the app' })).toBeTruthy();
    const [first, ...others] = partButtons();
    expect(first?.textContent).toContain('iPhone or iPad (Safari)');
    expect(first?.textContent).toContain('This device');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(others.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    const steps = within(screen.getByRole('list', { name: 'Steps for iPhone or iPad (Safari)' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]?.textContent).toContain('Add to Home Screen');
  });

  it('reads in Chinese, with every picture hidden from screen readers and every step in words', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android);
    await i18n.changeLanguage('zh');
    const { container } = renderWithProviders(<ManualInstallGuidePage />, { path: '/manual-install-guide' });
    expect(screen.getByRole('heading', { level: 1, name: '如何安装应用' })).toBeTruthy();
    expect(partButtons()[0]?.textContent).toContain('安卓手机或平板（Chrome）');
    const list = screen.getByRole('list', { name: '安卓手机或平板（Chrome）的安装步骤' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.trim().length ?? 0).every((length) => length > 4)).toBe(true);
    expect(steps[1]?.textContent).toContain('安装应用');
    expect(list.querySelectorAll('svg')).toHaveLength(4);
    const pictures = container.querySelectorAll('li svg');
    pictures.forEach((picture) => expect(picture.getAttribute('aria-hidden')).toBe('true'));
    expect(screen.getByRole('link', { name: '返回' })).toBeTruthy();
  });
});
