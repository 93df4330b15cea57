import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepServerData, restoreServerData } from '../../shared/api/savedServerData';
import { noteServerAnswered } from '../../shared/pwa/connectivity';
import { emptyDashboard } from '../../test/dashboard';
import { aRedFlag, aTask, aTokenBalance } from '../../test/fixtures';
import { answer, stubCommands, type Script } from '../../test/gateway';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { HomeScreen } from './HomeScreen';

/** A family with something in every card: what the journey's demo family shows, in small. */
const familyWithFigures: Script = {
  ...emptyDashboard,
  'ParentCoinsHandler.get_family_coins_logs': () =>
    answer('ParentCoinsHandler.get_family_coins_logs', { total_coins: 1780, list: [], total: 0, page: 1, per_page: 20 }),
  'GmsInfluenceApi.getParentTasks': () => answer('GmsInfluenceApi.getParentTasks', { list: [aTask({ id: 1, name: 'Pack the hypo kit' })] }),
  'ChildSkills.getChildLearnSkillsLastWeek': () => answer('ChildSkills.getChildLearnSkillsLastWeek', ['Bedtime check']),
  'FamilyStreak.getFamilyStreak': () => answer('FamilyStreak.getFamilyStreak', { total_logins: 12 }),
  'ParentFamilyHandler.get_members': () =>
    answer('ParentFamilyHandler.get_members', {
      members: [{ user_id: 7, login_name: 'mei', real_name: 'Mei', name: 'Mei', role: 'child', is_child: true, avatar: null }],
    }),
  'FamilyStreak.getChildStreak': () => answer('FamilyStreak.getChildStreak', { total_streak_days: 26 }),
  'RedFlagIntervention.getInterventionsForParentAndChildren': () =>
    answer('RedFlagIntervention.getInterventionsForParentAndChildren', {
      total: 1,
      all_total: 1,
      data: [aRedFlag({ id: 3, name: 'Mei', reason: 'Mei has not played since Monday.' })],
    }),
  'ParentTokensHandler.get_balance': () => answer('ParentTokensHandler.get_balance', aTokenBalance({ total_tokens: 165 })),
  'ParentTokensHandler.get_company_valuation': () =>
    answer('ParentTokensHandler.get_company_valuation', {
      total_tokens: 1_000_000,
      market_value: 250_000,
      currency: 'USD',
      published_at: 1_790_000_000,
    }),
};

/** The dashboard's cards that draw server answers, by their anchor. */
const cardsWithAnswers = [
  'book-consultation',
  'coins-earned',
  'my-tasks',
  'habits-skills',
  'family-logins',
  'community-interactions',
  'red-flags-section',
  'token-ownership',
];

const card = (id: string) => document.getElementById(id)!;

/** What a card shows, but for its age (which only offline has). */
function figuresOf(id: string) {
  const shown = card(id).cloneNode(true) as HTMLElement;
  shown.querySelectorAll('[data-testid="saved-age"], style').forEach((element) => element.remove());
  return shown.textContent;
}

/** Mei's slide of the streak carousel, held still (a focused carousel does not turn). */
function meisStreak() {
  const carousel = within(card('family-logins')).getByRole('group', { name: 'Streaks' });
  fireEvent.focus(carousel);
  fireEvent.click(within(carousel).getByRole('button', { name: 'Show Mei' }));
  return figuresOf('family-logins');
}

/** The visit online: the dashboard loads every card, and the device keeps its answers. */
async function visitOnline() {
  stubCommands(familyWithFigures);
  const client = testQueryClient();
  const stopKeeping = keepServerData(client);
  const visit = renderWithProviders(<HomeScreen />, { path: '/home', client });
  await within(card('token-ownership')).findByText('$250,000');
  await within(card('my-tasks')).findByText('Pack the hypo kit');
  await within(card('family-logins')).findByRole('button', { name: 'Show Mei' });
  await within(card('habits-skills')).findByText('Bedtime check');
  await within(card('book-consultation')).findByRole('button', { name: 'Ask the Clinic to Contact Me' });
  const shown = {
    coins: figuresOf('coins-earned'),
    streak: meisStreak(),
    tokens: figuresOf('token-ownership'),
    planButtons: within(card('book-consultation'))
      .getAllByRole('button')
      .map((button) => button.textContent),
  };
  window.dispatchEvent(new Event('pagehide'));
  stopKeeping();
  visit.unmount();
  return shown;
}

/** Five minutes later, offline, the app starts again from what the device kept; nothing may be asked. */
function startOfflineLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5 * 60_000);
  act(() => window.dispatchEvent(new Event('offline')));
  const sent = stubCommands({});
  const client = testQueryClient();
  restoreServerData(client);
  renderWithProviders(<HomeScreen />, { path: '/home', client });
  return sent;
}

afterEach(() => {
  // Gone before the connection returns, so no read waiting for it goes on.
  cleanup();
  vi.useRealTimers();
  window.dispatchEvent(new Event('online'));
  noteServerAnswered();
});

describe('the dashboard offline', () => {
  it('shows every card as the last visit saw it, with its age, and no error or retry', async () => {
    const online = await visitOnline();
    const sent = startOfflineLater();

    for (const id of cardsWithAnswers) expect(await within(card(id)).findByText('Saved 5 minutes ago'), id).toBeTruthy();
    expect(figuresOf('coins-earned')).toBe(online.coins);
    expect(meisStreak()).toBe(online.streak);
    expect(online.streak).toContain('26');
    expect(figuresOf('token-ownership')).toBe(online.tokens);
    expect(within(card('my-tasks')).getByText('Pack the hypo kit')).toBeTruthy();
    expect(screen.queryByText(/Try again|Retry|failed|error/i)).toBeNull();
    expect(screen.queryByText('Loading your personalized experience...')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('offers on the care plan the step it offered online: a deployment without a booking page asks the clinic to call', async () => {
    const online = await visitOnline();
    startOfflineLater();

    const plan = card('book-consultation');
    expect(await within(plan).findByRole('button', { name: 'Ask the Clinic to Contact Me' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: /Book Appointment/ })).toBeNull();
    expect(
      within(plan)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(online.planButtons);
  });

  it('says plainly that a card this device never received is not available offline', async () => {
    await visitOnline();
    // The tokens were never answered on this device: their saved answers are gone.
    const saved = JSON.parse(localStorage.getItem('parent_query_cache')!) as { state: { queries: { queryKey: [string] }[] } };
    saved.state.queries = saved.state.queries.filter((query) => !query.queryKey[0].startsWith('ParentTokensHandler.'));
    localStorage.setItem('parent_query_cache', JSON.stringify(saved));
    startOfflineLater();

    const tokens = card('token-ownership');
    expect(await within(tokens).findAllByText("Not available offline: this shows once you're back online.")).toHaveLength(2);
    expect(within(tokens).queryByText('Saved 5 minutes ago')).toBeNull();
    expect(within(tokens).queryByRole('alert')).toBeNull();
    expect(within(tokens).queryByRole('button', { name: /Try again|Retry/ })).toBeNull();
    expect(await within(card('coins-earned')).findByText('Saved 5 minutes ago')).toBeTruthy();
  });
});
