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
    const { result } = renderHook(() => useCardsDrawnInTurn(cardsDrawnFirst + 2, false));
    expect(result.current).toBe(cardsDrawnFirst);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(cardsDrawnFirst + 1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(cardsDrawnFirst + 2);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(cardsDrawnFirst + 2);
  });

  it('beneath the dashboard painted from the device, draws the cards it shows, and the others together once it has handed over', async () => {
    vi.useFakeTimers();
    const painted = document.createElement('div');
    painted.id = lastDashboardId;
    const shown = cardsDrawnFirst + 2;
    painted.innerHTML = `<main>${'<section aria-busy="true"></section>'.repeat(shown)}</main>`;
    document.body.append(painted);
    const { result, rerender } = renderHook(({ handedOver }) => useCardsDrawnInTurn(shown + 3, handedOver), {
      initialProps: { handedOver: false },
    });
    expect(result.current).toBe(shown);
    // Not while the painted page stands: the app's page is not seen yet.
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(shown);
    painted.remove();
    rerender({ handedOver: true });
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBeGreaterThanOrEqual(shown + 3);
  });
});
