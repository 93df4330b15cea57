import type { HomeSectionId } from '@t1d/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { pwaTimings } from '../pwa/timings';
import { cardContent, loadCardContents, useCardContents } from './cardContent';

type Greeting = (props: { name: string }) => ReactNode;

/** A section's content whose code arrives when the test says, or fails to. */
function controlledContent(section: HomeSectionId) {
  const arrivals: { resolve: (content: Greeting) => void; reject: (error: Error) => void }[] = [];
  const Content = cardContent(section, () => new Promise<Greeting>((resolve, reject) => void arrivals.push({ resolve, reject })));
  return { Content, arrivals };
}

const Greeting: Greeting = ({ name }) => <p>Hello {name}</p>;

function Dashboard({ shown }: { shown: HomeSectionId[] }) {
  useCardContents(shown);
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('a dashboard card’s content fetched on its own (ADR 0059)', () => {
  it('shows the placeholder of a card drawn later until its code is here, then the content with its props', async () => {
    const { Content, arrivals } = controlledContent('my_tasks');
    renderWithProviders(<Content name="Mia" />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(arrivals).toHaveLength(1));
    await act(async () => arrivals[0]!.resolve(Greeting));
    expect(screen.getByText('Hello Mia')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in its place that its code could not come, and reloads the app when told to try again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { Content, arrivals } = controlledContent('family_goals');
    renderWithProviders(<Content name="Leo" />);
    await waitFor(() => expect(arrivals).toHaveLength(1));
    await act(async () => arrivals[0]!.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByText('Part of the app could not be downloaded. Check your connection and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // A browser keeps a failed import failed: only a reload asks for it again.
    expect(reload).toHaveBeenCalledTimes(1);
    expect(arrivals).toHaveLength(1);
  });

  it('gives up on code that has not come after the chunk-load time-out, says so in its place, and takes it if it comes after', async () => {
    vi.useFakeTimers();
    try {
      const { Content, arrivals } = controlledContent('family_logins');
      renderWithProviders(<Content name="Zoe" />);
      await act(async () => vi.advanceTimersByTime(0));
      expect(arrivals).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(pwaTimings.chunkLoadTimeout - 1));
      expect(screen.getByRole('status').textContent).toBe('Loading...');
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByText('Part of the app could not be downloaded. Check your connection and try again.')).toBeTruthy();
      // The code may still come: a card drawn after the time-out waits for it anew, and shows it.
      await act(async () => arrivals[0]!.resolve(Greeting));
      renderWithProviders(<Content name="Ben" />);
      await act(async () => vi.advanceTimersByTime(0));
      expect(screen.getByText('Hello Ben')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is asked for when its card is shown, before it is drawn, in a task after the dashboard’s; a card not shown, never', async () => {
    const tokens = controlledContent('token_ownership');
    const bars = controlledContent('community_interactions');
    renderWithProviders(<Dashboard shown={['token_ownership', 'top_section']} />);
    // Not in the task that drew the dashboard, with its effects.
    expect(tokens.arrivals).toHaveLength(0);
    await waitFor(() => expect(tokens.arrivals).toHaveLength(1));
    expect(bars.arrivals).toHaveLength(0);
    await act(async () => tokens.arrivals[0]!.resolve(Greeting));
    // Drawn now, it is here at once.
    renderWithProviders(<tokens.Content name="Ava" />);
    expect(screen.getByText('Hello Ava')).toBeTruthy();
    expect(tokens.arrivals).toHaveLength(1);
  });

  it('is asked for at once, with every other, each in a task of its own, beneath the dashboard painted from the device', async () => {
    const asked: string[] = [];
    // Notes the load, and the end of the task it was asked in (a microtask runs before the next task).
    const noted = (card: string) => () => {
      asked.push(card);
      queueMicrotask(() => asked.push(`end of ${card}'s task`));
      return new Promise<Greeting>(() => undefined);
    };
    cardContent('family_logins', noted('streak'));
    cardContent('community_interactions', noted('bars'));
    void loadCardContents();
    // Each import adds its files' links to the page: not in the task that asks.
    expect(asked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked).toEqual(['streak', "end of streak's task", 'bars', "end of bars's task"]);
    // Asked once, however often.
    void loadCardContents();
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked).toHaveLength(4);
  });
});
