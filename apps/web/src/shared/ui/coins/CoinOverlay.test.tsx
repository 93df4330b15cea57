import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CoinOverlay, REWARD_COIN_OVERLAY_MS } from './CoinOverlay';

function show(durationMs?: number) {
  const onClose = vi.fn();
  renderWithProviders(<CoinOverlay coins={1250} onClose={onClose} durationMs={durationMs} />);
  return onClose;
}

describe('the coin overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the coins earned with a thousands separator', () => {
    show();
    expect(screen.getByRole('status').textContent).toContain('+1,250');
    expect(screen.getByText('You earned 1,250 coins!')).toBeTruthy();
  });

  it('closes by itself after 2000 ms, not before', () => {
    const onClose = show();
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays 3000 ms for community and lesson rewards', () => {
    const onClose = show(REWARD_COIN_OVERLAY_MS);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click', () => {
    const onClose = show();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when its image fails to load', () => {
    const onClose = show();
    const image = screen.getByRole('status').querySelector('img');
    fireEvent.error(image!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and starts no timer when closed', () => {
    const onClose = vi.fn();
    render(<CoinOverlay coins={null} onClose={onClose} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts without a figure and without closing by itself until the figure is in', () => {
    const onClose = vi.fn();
    let answer = (_coins: number) => {};
    function Counting() {
      const [coins, setCoins] = useState<number | null>(null);
      answer = (paid) => setCoins(paid);
      return <CoinOverlay coins={coins} counting={coins === null} onClose={onClose} />;
    }
    renderWithProviders(<Counting />);
    expect(screen.getByRole('status').textContent).toContain('Adding your coins…');
    expect(screen.getByRole('status').textContent).not.toContain('+');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => answer(40));
    expect(screen.getByText('You earned 40 coins!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
