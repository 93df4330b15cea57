import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyDashboard } from '../../test/dashboard';
import { lastDashboardId } from '../../shared/lastDashboard/lastDashboard';
import { answer, stubCommands } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { HomeScreen } from './HomeScreen';

/** How often the coins card was drawn: it reads the coin log and nothing of the screen's. */
const coinCard = vi.hoisted(() => ({ renders: 0 }));

vi.mock('../../features/coins/components/CoinsEarnedSection', async (original) => {
  const { CoinsEarnedSection } = await original<typeof import('../../features/coins/components/CoinsEarnedSection')>();
  return {
    CoinsEarnedSection: () => {
      coinCard.renders += 1;
      return CoinsEarnedSection();
    },
  };
});

/**
 * The dashboard's cards in the app's page (the painted one's have no id), and whether one is drawn whole
 * (its info button); drawn, whether or not the loading overlay still hides them.
 */
const cards = () => [...document.querySelectorAll('section[id][aria-labelledby]')];
const whole = (card: Element) => card.querySelector('button[aria-label^="About "]') !== null;

describe('drawing the dashboard', () => {
  it('draws a card again for its own reads only, not for each of the screen’s reads as they settle', async () => {
    stubCommands({
      ...emptyDashboard,
      'ParentCoinsHandler.get_family_coins_logs': () =>
        answer('ParentCoinsHandler.get_family_coins_logs', { total_coins: 1_250, list: [], total: 0, page: 1, per_page: 20 }),
      'DiabetsApprovalForm.getURLs': () =>
        answer('DiabetsApprovalForm.getURLs', {
          book_appointment_paid_url: '',
          doctor_referral_url: '',
          parent_lesson_plans_url: 'https://clinic.example/lessons',
          ceo_intro_url: '',
        }),
    });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    await screen.findByText('1,250');
    // Every read has settled once the lesson plans card has the clinic's address (the profile, the
    // configuration and the empty pages settle before it, each in a task of its own).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Open lesson plans/ }).getAttribute('href')).toBe('https://clinic.example/lessons'),
    );
    // Mounted, then its coin log: two draws (React draws a component twice only in development's strict mode, not here).
    expect(coinCard.renders).toBeLessThanOrEqual(2);
  });

  it('draws the first cards whole at once, and the cards below them one after another', async () => {
    stubCommands(emptyDashboard);
    renderWithProviders(<HomeScreen />, { path: '/home' });
    // The first render: the top three cards in full, with their info buttons; below them the titles only.
    expect(cards().length).toBeGreaterThan(4);
    expect(cards().map(whole)).toEqual(cards().map((_, index) => index < 3));
    expect(within(cards()[3] as HTMLElement).getByRole('status', { hidden: true }).textContent).toBe('Loading...');
    await waitFor(() =>
      expect(
        cards()
          .filter((card) => !whole(card))
          .map((card) => card.id),
      ).toEqual([]),
    );
  });

  it('beneath the dashboard painted from the device, draws the cards it shows first and hands over, the others coming after', async () => {
    const painted = document.createElement('div');
    painted.id = lastDashboardId;
    // The greeting and the care plan, matched to the app's cards by their element ids.
    painted.innerHTML = `<main><section id="top-section"></section><section id="book-consultation" aria-busy="true"></section></main>`;
    document.body.append(painted);
    // The configuration decides which cards the dashboard has: until it answers, no hand-over.
    let answerConfig!: () => void;
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    let configAsked!: () => void;
    const asked = new Promise<void>((resolve) => (configAsked = resolve));
    stubCommands({
      ...emptyDashboard,
      'ParentHomeConfigHandler.getHomeConfig': async () => {
        configAsked();
        await configAnswered;
        return answer('ParentHomeConfigHandler.getHomeConfig', null);
      },
    });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    // The first render: the two cards the painted page shows, in full; the rest as titles.
    expect(cards().length).toBeGreaterThan(4);
    expect(cards().map(whole)).toEqual(cards().map((_, index) => index < 2));
    // The first batch has left and every task the screen scheduled has run: the painted page stands,
    // and the cards below still wait for it to go.
    await asked;
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(document.getElementById(lastDashboardId)).not.toBeNull();
    expect(cards().map(whole)).toEqual(cards().map((_, index) => index < 2));
    answerConfig();
    await waitFor(() => expect(document.getElementById(lastDashboardId)).toBeNull());
    expect(document.documentElement.dataset.lastDashboard).toBe('handed-over');
    delete document.documentElement.dataset.lastDashboard;
    await waitFor(() => expect(cards().every(whole)).toBe(true));
  });
});
