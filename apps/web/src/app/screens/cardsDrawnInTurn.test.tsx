import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastDashboardId } from '../../shared/lastDashboard/lastDashboard';
import { cardsDrawnFirst, useCardsDrawnInTurn } from './cardsDrawnInTurn';

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(lastDashboardId)?.remove();
});

describe('the dashboard’s cards drawn in turn', () => {
  it('draws the first ones at once, then one more in each task until all are', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCardsDrawnInTurn(cardsDrawnFirst + 2));
    expect(result.current).toEqual({ drawn: cardsDrawnFirst, first: cardsDrawnFirst });
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current.drawn).toBe(cardsDrawnFirst + 1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current.drawn).toBe(cardsDrawnFirst + 2);
    await act(() => vi.runAllTimersAsync());
    expect(result.current.drawn).toBe(cardsDrawnFirst + 2);
  });

  it('beneath the dashboard painted from the device, draws the cards it shows at once, then the others together', async () => {
    vi.useFakeTimers();
    const painted = document.createElement('div');
    painted.id = lastDashboardId;
    const shown = cardsDrawnFirst + 2;
    painted.innerHTML = `<main>${'<section aria-busy="true"></section>'.repeat(shown)}</main>`;
    document.body.append(painted);
    const { result } = renderHook(() => useCardsDrawnInTurn(shown + 3));
    expect(result.current).toEqual({ drawn: shown, first: shown });
    // The hand-over (HomeScreen) removes the painted page; the cards below it come in the next task, together.
    painted.remove();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current.drawn).toBeGreaterThanOrEqual(shown + 3);
    expect(result.current.first).toBe(shown);
  });
});
