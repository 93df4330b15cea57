import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsDrawnFirst, useCardsDrawnInTurn } from './cardsDrawnInTurn';

afterEach(() => vi.useRealTimers());

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
});
