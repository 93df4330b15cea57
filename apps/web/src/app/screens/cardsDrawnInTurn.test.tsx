import type { HomeSectionId } from '@t1d/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastDashboardId } from '../../shared/lastDashboard/lastDashboard';
import { cardsDrawnFirst, paintedCardsOf, useCardsDrawnInTurn } from './cardsDrawnInTurn';
import { homeSectionOrder } from './homeSections';

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(lastDashboardId)?.remove();
});

/** The dashboard painted from the device, showing these cards (by their element ids). */
function paint(ids: string[]) {
  const painted = document.createElement('div');
  painted.id = lastDashboardId;
  // As the painted page has them: each card marked refreshing, but the greeting, which is no such card.
  const card = (id: string) =>
    id === 'top-section' ? `<section id="${id}"></section>` : `<section id="${id}" aria-busy="true"></section>`;
  painted.innerHTML = `<main>${ids.map(card).join('')}</main>`;
  document.body.append(painted);
  return painted;
}

describe('the dashboard’s cards drawn in turn', () => {
  it('draws the first ones at once, then one more in each task until all are', async () => {
    vi.useFakeTimers();
    const order = homeSectionOrder.slice(0, cardsDrawnFirst + 2);
    const { result } = renderHook(() => useCardsDrawnInTurn(order, false));
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
    const order: HomeSectionId[] = [
      'top_section',
      'book_consultation',
      'coins_earned',
      'screen_kid',
      'trusted_products',
      'my_tasks',
      'red_flags',
    ];
    // The greeting is no refreshing card, but it is one of the dashboard's: the four below it are drawn too.
    const painted = paint(['top-section', 'book-consultation', 'coins-earned', 'screen-kid', 'trusted-products']);
    const { result, rerender } = renderHook(({ handedOver }) => useCardsDrawnInTurn(order, handedOver), {
      initialProps: { handedOver: false },
    });
    expect(result.current).toBe(5);
    // Not while the painted page stands: the app's page is not seen yet.
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(5);
    painted.remove();
    rerender({ handedOver: true });
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBeGreaterThanOrEqual(order.length);
  });

  it('draws the painted cards whole where a configuration answered after the first render puts them, and keeps them so', async () => {
    vi.useFakeTimers();
    paint(['top-section', 'coins-earned', 'my-tasks']);
    const defaults: HomeSectionId[] = ['top_section', 'book_consultation', 'coins_earned', 'screen_kid', 'my_tasks', 'red_flags'];
    const configured: HomeSectionId[] = ['top_section', 'coins_earned', 'screen_kid', 'family_goals', 'my_tasks', 'red_flags'];
    const { result, rerender } = renderHook(({ order, handedOver }) => useCardsDrawnInTurn(order, handedOver), {
      initialProps: { order: defaults, handedOver: false },
    });
    expect(result.current).toBe(5);
    rerender({ order: configured, handedOver: false });
    expect(result.current).toBe(5);
    rerender({
      order: ['top_section', 'family_goals', 'screen_kid', 'book_consultation', 'coins_earned', 'my_tasks', 'red_flags'],
      handedOver: false,
    });
    expect(result.current).toBe(6);
    // Handed over: none goes back, and the rest come.
    document.getElementById(lastDashboardId)?.remove();
    rerender({ order: configured, handedOver: true });
    expect(result.current).toBeGreaterThanOrEqual(6);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBeGreaterThanOrEqual(configured.length);
  });

  it('lines the painted cards up with the dashboard’s by their ids, down to the last one it shows', () => {
    expect(paintedCardsOf(['top_section', 'book_consultation'])).toBeNull();
    // A section that draws nothing (lesson plans before the clinic's address is known) still counts.
    paint(['top-section', 'coins-earned', 'red-flags-section']);
    expect(paintedCardsOf(['top_section', 'lesson_plans', 'coins_earned', 'red_flags', 'my_tasks'])).toBe(4);
    // Cards the configuration no longer has are not counted; none in common, none covered.
    expect(paintedCardsOf(['my_tasks', 'family_goals'])).toBe(0);
  });
});
