import { MantineProvider } from '@mantine/core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AnswerTimeScope, useNoteAnswerTime } from './offlineStates';
import { i18n } from '../i18n/i18n';
import { PageHeader } from '../ui/PageHeader';
import { SectionCard } from '../ui/SectionCard';
import { theme } from '../ui/theme';
import { noteServerAnswered } from './connectivity';

const minutes = 60_000;

/** A read whose answer came `ago` ms before now (0: none yet). */
function Read({ ago }: { ago: number | null }) {
  const [answeredAt] = useState(() => (ago === null ? 0 : Date.now() - ago));
  useNoteAnswerTime(answeredAt);
  return null;
}

function Page({ reads }: { reads: (number | null)[] }) {
  return (
    <AnswerTimeScope>
      {reads.map((ago, index) => (
        <Read key={index} ago={ago} />
      ))}
      <PageHeader title="Family streak" />
    </AnswerTimeScope>
  );
}

afterEach(() => {
  window.dispatchEvent(new Event('online'));
  noteServerAnswered();
});

describe('the age of what a page shows', () => {
  it('is said offline, of the oldest answer on the page, in English and Chinese', async () => {
    act(() => window.dispatchEvent(new Event('offline')));
    renderWithProviders(<Page reads={[2 * minutes, 5 * minutes + 30_000, null]} />);
    expect((await screen.findByTestId('saved-age')).textContent).toBe('Saved 5 minutes ago');
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByTestId('saved-age').textContent).toBe('5 分钟前保存');
  });

  it('reads in hours and days, and just now under a minute', async () => {
    act(() => window.dispatchEvent(new Event('offline')));
    const said = async (reads: number[]) => {
      const page = renderWithProviders(<Page reads={reads} />);
      const text = (await screen.findByTestId('saved-age')).textContent;
      page.unmount();
      return text;
    };
    expect(await said([30_000])).toBe('Saved just now');
    expect(await said([30_000, 3 * 60 * minutes])).toBe('Saved 3 hours ago');
    expect(await said([30_000, 3 * 60 * minutes, 24 * 60 * minutes])).toBe('Saved 1 day ago');
  });

  it('is not said online, nor where nothing was answered', async () => {
    const page = renderWithProviders(<Page reads={[5 * minutes]} />);
    expect(screen.queryByTestId('saved-age')).toBeNull();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByTestId('saved-age')).toBeTruthy();
    page.unmount();
    renderWithProviders(<Page reads={[null]} />);
    expect(screen.queryByTestId('saved-age')).toBeNull();
  });
});

/** A card showing one read: answered `ago` ms before this page opened (saved on the device), fetching or not. */
function SavedRead({ fetching, answeredAt }: { fetching: boolean; answeredAt: number }) {
  useNoteAnswerTime(answeredAt, fetching);
  return null;
}

function SavedCard(read: { fetching: boolean; answeredAt: number }) {
  return (
    <AnswerTimeScope>
      <SectionCard id="coins-earned" title="Coins earned" icon="coin">
        <SavedRead {...read} />
      </SectionCard>
    </AnswerTimeScope>
  );
}

/** The same card, its read in the component that draws it (as the dashboard's sections read theirs). */
function SavedCardReadAbove(read: { fetching: boolean; answeredAt: number }) {
  return (
    <AnswerTimeScope>
      <ReadAbove {...read} />
    </AnswerTimeScope>
  );
}

function ReadAbove({ fetching, answeredAt }: { fetching: boolean; answeredAt: number }) {
  useNoteAnswerTime(answeredAt, fetching);
  return <SectionCard id="coins-earned" title="Coins earned" icon="coin" children={null} />;
}

describe('a card showing the answer this device saved', () => {
  const beforeThisPage = performance.timeOrigin - 60 * minutes;

  it('is marked busy, with a named spinner, while the fresh answer is on its way', () => {
    renderWithProviders(<SavedCard fetching answeredAt={beforeThisPage} />);
    expect(screen.getByRole('region', { name: 'Coins earned' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('img', { name: 'Showing your saved figures while the latest arrive' })).toBeTruthy();
  });

  it.each([
    ['drawn inside the card', SavedCard],
    ['of the component that draws the card', SavedCardReadAbove],
  ])('is marked from the moment it is drawn, its read %s: what watches the page never sees it without its mark', async (_, Card) => {
    // As the app draws a start: a transition, outside a test's act(), where effects wait for a later
    // task; the page painted from the device gives way as soon as a watcher of the page sees the cards
    // drawn (useHandOverLastDashboard), and a parent must not see saved figures unmarked.
    const mount = document.createElement('div');
    document.body.append(mount);
    // What the page says at each change: the card's aria-busy, and whether its mark is hidden from a screen reader.
    const seen: string[] = [];
    let reactDrewItAgain = false;
    const watcher = new MutationObserver((changes) => {
      const card = mount.querySelector('section');
      const mark = card?.querySelector('[role="img"]');
      if (card)
        seen.push(`busy ${card.getAttribute('aria-busy')}, mark ${mark?.getAttribute('aria-hidden') === 'true' ? 'hidden' : 'read'}`);
      // React's own render of the card, once its store says it refreshes, sets what the card already says.
      reactDrewItAgain ||= changes.some((change) => change.attributeName === 'aria-busy' && change.oldValue === 'true');
    });
    watcher.observe(mount, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    const root = createRoot(mount);
    startTransition(() =>
      root.render(
        <MantineProvider theme={theme}>
          <Card fetching answeredAt={beforeThisPage} />
        </MantineProvider>,
      ),
    );
    try {
      await waitFor(() => expect(reactDrewItAgain).toBe(true));
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set(['busy true, mark read']));
    } finally {
      watcher.disconnect();
      root.unmount();
      mount.remove();
    }
  });

  it('is not, once the fresh answer came or when the saved one is not being fetched again', () => {
    renderWithProviders(<SavedCard fetching answeredAt={Date.now()} />);
    expect(screen.getByRole('region', { name: 'Coins earned' }).getAttribute('aria-busy')).toBe('false');
    cleanup();
    renderWithProviders(<SavedCard fetching={false} answeredAt={beforeThisPage} />);
    expect(screen.getByRole('region', { name: 'Coins earned' }).getAttribute('aria-busy')).toBe('false');
    // Its mark then is neither seen nor read: the card's stylesheet hides it, which a real browser
    // shows (lastDashboard.spec.ts: no mark left for a screen reader once the fresh answers came).
  });
});
