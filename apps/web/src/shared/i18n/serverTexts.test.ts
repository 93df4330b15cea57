import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callCommand } from '../api/client';
import { TOKEN_KEY, reloadSession } from '../session/storage';
import { i18n, loadTexts } from './i18n';
import { forgetServerTexts, serverTextTimings, startServerTexts } from './serverTexts';
import { setOverrides } from './textOverrides';

vi.mock('../api/client', () => ({ callCommand: vi.fn() }));
const call = vi.mocked(callCommand);

type Text = { id: number; text_key: string; section: string; element_type: string; en: string; zh: string; edited: boolean };
const text = (text_key: string, en: string, zh: string): Text => ({
  id: 1,
  text_key,
  section: 'home',
  element_type: 'text',
  en,
  zh,
  edited: true,
});

/** What the server answers for changed texts, as an operator leaves them. */
let onServer: Text[] = [];
let stop = () => {};

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'a-token');
  reloadSession();
  setOverrides({ en: {}, zh: {} });
  onServer = [];
  call.mockReset();
  call.mockImplementation(async () => onServer as never);
  await i18n.changeLanguage('en');
  await loadTexts(['home']);
});

afterEach(async () => {
  stop();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  // Back to the bundled texts for the next test file.
  onServer = [];
  await forgetServerTexts();
});

const morning = (language: 'en' | 'zh') => i18n.t('home:greeting.morning', { lng: language });

describe("operators' texts on a parent's screen", () => {
  it('load 1 s after start, signed in: every changed text, without a session-expired alarm, as a read that leaves the answers read ahead good', async () => {
    onServer = [text('home.greeting.morning', 'Morning, team', '早安，团队')];
    stop = startServerTexts();
    await vi.advanceTimersByTimeAsync(serverTextTimings.firstLoadAfterMs - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // A slow start's dashboard asks its first batch after this: it must still take what was read ahead (ADR 0046).
    expect(call).toHaveBeenCalledWith('ParentTextHandler.getAllTexts', { changed_only: true }, { expiry: 'ignore', read: true });
    expect(morning('en')).toBe('Morning, team');
    await loadTexts(['home']);
    await i18n.changeLanguage('zh');
    expect(morning('zh')).toBe('早安，团队');
  });

  it('reach a parent within a minute of their copy turning 5 minutes old, in en and zh, and not before', async () => {
    stop = startServerTexts();
    await vi.advanceTimersByTimeAsync(serverTextTimings.firstLoadAfterMs);
    expect(morning('en')).toBe('Good Morning');
    onServer = [text('home.greeting.morning', 'Rise and shine', '起床啦')];
    // Fresh for 5 minutes: no read before; the first check after (within a minute) reads again.
    await vi.advanceTimersByTimeAsync(serverTextTimings.keptForMs - 1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(morning('en')).toBe('Good Morning');
    await vi.advanceTimersByTimeAsync(serverTextTimings.checkEveryMs);
    expect(call).toHaveBeenCalledTimes(2);
    expect(morning('en')).toBe('Rise and shine');
    await i18n.changeLanguage('zh');
    await loadTexts(['home']);
    expect(morning('zh')).toBe('起床啦');
  });

  it('a text no longer changed goes back to the bundled wording; a namespace loaded later gets its changes', async () => {
    onServer = [text('home.greeting.morning', 'Rise and shine', '起床啦'), text('tasks.sectionTitle', 'Things to do', '要做的事')];
    // The tasks' texts are not loaded when the wordings come (the test setup loads every namespace).
    i18n.removeResourceBundle('en', 'tasks');
    await forgetServerTexts();
    expect(morning('en')).toBe('Rise and shine');
    expect(i18n.hasResourceBundle('en', 'tasks')).toBe(false);
    await loadTexts(['tasks']);
    expect(i18n.t('tasks:sectionTitle')).toBe('Things to do');
    onServer = [];
    await forgetServerTexts();
    expect(morning('en')).toBe('Good Morning');
  });

  it('a failed load keeps the bundled texts, and the next check tries again', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    stop = startServerTexts();
    await vi.advanceTimersByTimeAsync(serverTextTimings.firstLoadAfterMs);
    expect(morning('en')).toBe('Good Morning');
    onServer = [text('home.greeting.morning', 'Back again', '又回来了')];
    await vi.advanceTimersByTimeAsync(serverTextTimings.checkEveryMs);
    expect(morning('en')).toBe('Back again');
  });

  it('offline, asks nothing that can only fail, and loads once the connection returns', async () => {
    window.dispatchEvent(new Event('offline'));
    try {
      onServer = [text('home.greeting.morning', 'Back again', '又回来了')];
      stop = startServerTexts();
      await vi.advanceTimersByTimeAsync(serverTextTimings.firstLoadAfterMs + serverTextTimings.checkEveryMs);
      expect(call).not.toHaveBeenCalled();
    } finally {
      window.dispatchEvent(new Event('online'));
    }
    await vi.advanceTimersByTimeAsync(serverTextTimings.checkEveryMs);
    expect(morning('en')).toBe('Back again');
  });

  it('before sign-in, reads only the sign-up page section', async () => {
    localStorage.removeItem(TOKEN_KEY);
    reloadSession();
    await forgetServerTexts();
    expect(call).toHaveBeenCalledWith(
      'ParentTextHandler.getTextsBySectionUnauthenticated',
      { section: 'signup', changed_only: true },
      { read: true },
    );
  });
});
