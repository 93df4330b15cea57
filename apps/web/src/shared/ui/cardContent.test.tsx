import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { cardContent, useCardContents } from './cardContent';

/** A content whose code arrives when the test says, or fails to. */
function controlledContent() {
  const arrivals: { resolve: (value: (props: { name: string }) => React.ReactNode) => void; reject: (error: Error) => void }[] = [];
  const Content = cardContent(
    () =>
      new Promise<(props: { name: string }) => React.ReactNode>((resolve, reject) => {
        arrivals.push({ resolve, reject });
      }),
  );
  return { Content, arrivals };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function ContentsState() {
  return <output>{useCardContents() ? 'all here' : 'on their way'}</output>;
}

describe('a dashboard card’s content fetched on its own (ADR 0059)', () => {
  it('shows the placeholder of a card drawn later until its code is here, then the content with its props', async () => {
    const { Content, arrivals } = controlledContent();
    renderWithProviders(<Content name="Mia" />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(arrivals).toHaveLength(1));
    await act(async () => arrivals[0]!.resolve(Greeting));
    expect(screen.getByText('Hello Mia')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says its code could not come, and asks again when told to try again', async () => {
    const { Content, arrivals } = controlledContent();
    renderWithProviders(<Content name="Leo" />);
    await waitFor(() => expect(arrivals).toHaveLength(1));
    await act(async () => arrivals[0]!.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByText('Part of the app could not be downloaded. Check your connection and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(arrivals).toHaveLength(2));
    await act(async () => arrivals[1]!.resolve(Greeting));
    expect(screen.getByText('Hello Leo')).toBeTruthy();
  });

  it('is asked for by the dashboard before it is drawn, which knows when every content has settled', async () => {
    const { Content, arrivals } = controlledContent();
    const failing = controlledContent();
    renderWithProviders(<ContentsState />);
    // Both asked at once, nothing drawn yet; settled only when both have come or failed.
    await waitFor(() => expect(arrivals.length + failing.arrivals.length).toBe(2));
    expect(screen.getByRole('status').textContent).toBe('on their way');
    await act(async () => arrivals[0]!.resolve(Greeting));
    expect(screen.getByRole('status').textContent).toBe('on their way');
    await act(async () => failing.arrivals[0]!.reject(new Error('offline')));
    expect(screen.getByRole('status').textContent).toBe('all here');
    // Drawn now, it is here at once.
    renderWithProviders(<Content name="Ava" />);
    expect(screen.getByText('Hello Ava')).toBeTruthy();
  });
});
