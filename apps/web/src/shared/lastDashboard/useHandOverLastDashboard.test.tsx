import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDashboard, now, onAFreshDeviceForEachTest, save, showPage, signIn, startAt } from './__fixtures__/dashboardPage';
import { lastDashboardId, paintLastDashboard } from './lastDashboard';
import { appShowsPaintedCards } from './paintedPage';
import { handOverWaitMs, useHandOverLastDashboard } from './useLastDashboard';

onAFreshDeviceForEachTest();

/** The saved dashboard (its coins card showing 1,234) painted at this start, with the app's page still to come. */
function paintTheSavedDashboard() {
  signIn();
  showPage('/home', freshDashboard);
  save();
  startAt();
  expect(paintLastDashboard(document, localStorage, now)).not.toBeNull();
}

const painted = () => document.getElementById(lastDashboardId);

/** What the hook answered at the dashboard's last draw: whether it handed over. */
const handedOver = () => document.querySelector('#root main')?.getAttribute('data-handed-over') === 'true';

/** The app's dashboard: its coins card shows the figure, or the placeholder of a card whose answer is on its way. */
function Dashboard({ drawn, coins, otherCard = false }: { drawn: boolean; coins: 'figure' | 'placeholder'; otherCard?: boolean }) {
  const handedOver = useHandOverLastDashboard(drawn);
  return (
    <main data-handed-over={handedOver}>
      <section id="coins-earned" aria-busy="false">
        <h2>Coins earned</h2>
        {coins === 'figure' ? <p>1,234</p> : <div className="mantine-Skeleton-root" />}
      </section>
      {/* A card the painted page does not show: its placeholder is not waited for. */}
      {otherCard && (
        <section id="my-tasks" aria-busy="false">
          <div className="mantine-Skeleton-root" />
        </section>
      )}
    </main>
  );
}

const drawInRoot = (ui: React.ReactElement) => render(ui, { container: document.getElementById('root')! });

describe('the hand-over from the painted dashboard to the app’s (ADRs 0045, 0052)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for nothing until the app’s page can take its place', () => {
    paintTheSavedDashboard();
    drawInRoot(<Dashboard drawn={false} coins="figure" />);
    expect(painted()).not.toBeNull();
  });

  it('hands over at once when the app’s cards show what the painted ones show', () => {
    paintTheSavedDashboard();
    drawInRoot(<Dashboard drawn coins="figure" otherCard />);
    expect(painted()).toBeNull();
    expect(document.documentElement.dataset.lastDashboard).toBe('handed-over');
    // And says so, in the same frame: the cards below the painted ones come only now (ADR 0052).
    expect(handedOver()).toBe(true);
  });

  it('never turns a painted card’s figures back into a placeholder: it hands over with the change that fills the card', async () => {
    paintTheSavedDashboard();
    const { rerender } = drawInRoot(<Dashboard drawn coins="placeholder" />);
    expect(appShowsPaintedCards()).toBe(false);
    expect(painted()).not.toBeNull();
    // Not handed over yet: the cards below the painted ones wait too.
    expect(handedOver()).toBe(false);
    expect(document.getElementById('root')!.style.visibility).toBe('hidden');
    // The answer comes: the page the parent sees goes from the painted figures straight to the app's.
    rerender(<Dashboard drawn coins="figure" />);
    await act(() => Promise.resolve());
    expect(painted()).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('style')).toBe(false);
    expect(handedOver()).toBe(true);
  });

  it('waits again, rather than hands over, when the app’s page can no longer take its place', () => {
    vi.useFakeTimers();
    paintTheSavedDashboard();
    const { rerender } = drawInRoot(<Dashboard drawn coins="placeholder" />);
    // Its reads on their way again (the connection came back): the painted page stands, past the wait.
    rerender(<Dashboard drawn={false} coins="placeholder" />);
    act(() => vi.advanceTimersByTime(handOverWaitMs));
    expect(painted()).not.toBeNull();
    expect(handedOver()).toBe(false);
    rerender(<Dashboard drawn coins="figure" />);
    expect(painted()).toBeNull();
  });

  it('waits at most a moment: a read that hangs does not keep the parent from tapping', () => {
    vi.useFakeTimers();
    paintTheSavedDashboard();
    drawInRoot(<Dashboard drawn coins="placeholder" />);
    act(() => vi.advanceTimersByTime(handOverWaitMs - 1));
    expect(painted()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(painted()).toBeNull();
  });

  it('takes the painted page away with the dashboard, should it leave meanwhile', () => {
    paintTheSavedDashboard();
    const { unmount } = drawInRoot(<Dashboard drawn coins="placeholder" />);
    expect(painted()).not.toBeNull();
    unmount();
    expect(painted()).toBeNull();
  });

  it('does not wait for a card the painted page showed as a placeholder too, nor for one the app’s page no longer has', () => {
    paintTheSavedDashboard();
    painted()!.querySelector('#coins-earned')!.insertAdjacentHTML('beforeend', '<div class="mantine-Skeleton-root"></div>');
    drawInRoot(<Dashboard drawn coins="placeholder" />);
    expect(painted()).toBeNull();

    paintTheSavedDashboard();
    document.getElementById('root')!.innerHTML = '<main></main>';
    expect(appShowsPaintedCards()).toBe(true);
  });
});
