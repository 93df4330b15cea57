import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useTranslation } from './useTranslation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callCommand } from '../api/client';
import { TOKEN_KEY, reloadSession } from '../session/storage';
import { i18n, loadTexts } from './i18n';
import { forgetServerTexts } from './serverTexts';

vi.mock('../api/client', () => ({ callCommand: vi.fn() }));
const call = vi.mocked(callCommand);

function Greeting() {
  const { t } = useTranslation('home');
  return <p>{t('greeting.morning')}</p>;
}

/** How many times the greeting was drawn (React's Profiler reports each drawing that was committed). */
let draws = 0;
const drawnGreeting = (
  <Profiler id="greeting" onRender={() => (draws += 1)}>
    <Greeting />
  </Profiler>
);

beforeEach(() => {
  draws = 0;
  localStorage.setItem(TOKEN_KEY, 'a-token');
  reloadSession();
});

afterEach(async () => {
  call.mockImplementation(async () => [] as never);
  await forgetServerTexts();
});

describe('texts on a screen already drawn', () => {
  it("show an operator's new wording as soon as it arrives", async () => {
    render(drawnGreeting);
    expect(screen.getByText('Good Morning')).toBeTruthy();
    call.mockImplementation(async () => [{ text_key: 'home.greeting.morning', en: 'Rise and shine', zh: '起床啦' }] as never);
    await act(() => forgetServerTexts());
    expect(screen.getByText('Rise and shine')).toBeTruthy();
  });

  // Every namespace a part of a page loads (the install card's, a dialog's) drew every text on the page again.
  it('are not drawn again when another part’s texts arrive', async () => {
    render(drawnGreeting);
    const before = draws;
    // The install card's texts, not loaded yet (the test setup loads every namespace), arrive as a part loads them.
    i18n.removeResourceBundle('en', 'install');
    await act(() => loadTexts(['install']));
    expect(i18n.hasResourceBundle('en', 'install')).toBe(true);
    expect(draws).toBe(before);
  });
});
