import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StreakCarousel } from './StreakCarousel';
import { STREAK_ROTATION_MS } from './useRotation';

const slides = [
  { key: 'family', title: 'Family logins', value: 1234, caption: 'days signed in' },
  { key: '7', title: 'Mei', value: 18, caption: 'active days this month' },
  { key: '8', title: 'Jun', value: 13, caption: 'active days this month' },
];

describe('the streak carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns to the next streak every 3000 ms and wraps round', () => {
    renderWithProviders(<StreakCarousel slides={slides} />);
    expect(screen.getByText('Family logins')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    act(() => vi.advanceTimersByTime(STREAK_ROTATION_MS - 1));
    expect(screen.queryByText('Mei')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Mei')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2 * STREAK_ROTATION_MS));
    expect(screen.getByText('Family logins')).toBeTruthy();
  });

  it('holds still while the pointer is on it, and a dot picks a slide', () => {
    renderWithProviders(<StreakCarousel slides={slides} />);
    const group = screen.getByRole('group', { name: 'Streaks' });
    fireEvent.mouseEnter(group);
    act(() => vi.advanceTimersByTime(3 * STREAK_ROTATION_MS));
    expect(screen.getByText('Family logins')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Jun' }));
    expect(screen.getByText('Jun')).toBeTruthy();
  });

  it('holds still while keyboard focus is inside it, and turns again once it leaves', () => {
    renderWithProviders(<StreakCarousel slides={slides} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Show Mei' }));
    act(() => vi.advanceTimersByTime(3 * STREAK_ROTATION_MS));
    expect(screen.getByText('Family logins')).toBeTruthy();
    fireEvent.blur(screen.getByRole('button', { name: 'Show Mei' }));
    act(() => vi.advanceTimersByTime(STREAK_ROTATION_MS));
    expect(screen.getByText('Mei')).toBeTruthy();
  });

  it('holds still for a reader who asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      renderWithProviders(<StreakCarousel slides={slides} />);
      act(() => vi.advanceTimersByTime(3 * STREAK_ROTATION_MS));
      expect(screen.getByText('Family logins')).toBeTruthy();
      expect(screen.queryByText('Mei')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows a placeholder, not a 0, for a figure still on its way', () => {
    renderWithProviders(<StreakCarousel slides={[slides[0]!, { key: '7', title: 'Mei', value: null, caption: '' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Mei' }));
    expect(screen.getByText('Mei')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading streaks');
    expect(screen.queryByText('0')).toBeNull();
  });
});
