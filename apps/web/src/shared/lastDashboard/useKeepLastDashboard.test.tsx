import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession } from '../session/storage';
import { LAST_DASHBOARD_KEY } from '../session/storageKeys';
import { onAFreshDeviceForEachTest, showPage } from './__fixtures__/dashboardPage';
import { useKeepLastDashboard } from './useLastDashboard';

onAFreshDeviceForEachTest();

/** Whether the card's answer is still on its way: a store of its own, as the card's refreshing mark reads (useRefreshing). */
let refreshing = true;
/** The card's figure, and what it shows beside it once it changes: its own draw too, as a figure counting up is. */
let figure = '1,234';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function finishRefreshing() {
  refreshing = false;
  listeners.forEach((listener) => listener());
}
function showFigure(text: string) {
  figure = text;
  listeners.forEach((listener) => listener());
}

function Card() {
  const busy = useSyncExternalStore(subscribe, () => refreshing);
  const shown = useSyncExternalStore(subscribe, () => figure);
  return (
    <section id="coins-earned" aria-busy={busy}>
      <h2>Coins earned</h2>
      <p>{shown}</p>
      {shown !== '1,234' && <span>up 6</span>}
    </section>
  );
}

function Dashboard() {
  useKeepLastDashboard();
  return (
    <main>
      <Card />
    </main>
  );
}

/** The dashboard drawn at /home, in the page's #root as the app draws it. */
function drawDashboard() {
  showPage('/home', '');
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Dashboard />
    </QueryClientProvider>,
    { container: document.getElementById('root') ?? undefined },
  );
}

describe('the dashboard on screen is kept for the next start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reloadSession();
    refreshing = true;
    figure = '1,234';
  });
  afterEach(() => {
    vi.useRealTimers();
    reloadSession();
  });

  it('once a card that was still refreshing at the last save shows fresh answers, with nothing else on the screen changing', async () => {
    const view = drawDashboard();
    // A second after the screen is drawn: a card is still refreshing, so nothing is kept.
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();

    // On a busy phone the card's fresh answer is drawn after that save: no read and no draw of the
    // screen follows, only the card's own mark going.
    // (Its change is observed in a microtask, as in a browser.)
    await act(async () => finishRefreshing());
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toContain('1,234');
    view.unmount();
  });

  it('not again for a change that cannot make it any fresher, such as a figure going up', async () => {
    refreshing = false;
    const view = drawDashboard();
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toContain('1,234');

    // A figure counting up in the card's own draw: no read changed, and every card still shows fresh
    // answers; keeping a copy of the page at each step would cost the phone a copy a second.
    await act(async () => showFigure('1,240'));
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toContain('1,234');
    view.unmount();
  });
});
