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
    expect(result.current).toBe(cardsDrawnFirst);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(cardsDrawnFirst + 1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(cardsDrawnFirst + 2);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(cardsDrawnFirst + 2);
  });

  it('draws every card at once beneath the dashboard painted from the device, and keeps them drawn after the hand-over', () => {
    const painted = document.createElement('div');
    painted.id = lastDashboardId;
    document.body.append(painted);
    const { result, rerender } = renderHook(() => useCardsDrawnInTurn(cardsDrawnFirst + 9));
    expect(result.current).toBeGreaterThanOrEqual(cardsDrawnFirst + 9);
    painted.remove();
    rerender();
    expect(result.current).toBeGreaterThanOrEqual(cardsDrawnFirst + 9);
  });
});
