import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { appGlobal } from '../../../test/emergency';
import { CommunityPage } from './CommunityPage';
import { FacebookGroupPage } from './FacebookGroupPage';

afterEach(() => vi.unstubAllGlobals());

function stubCommunity(url: string | null) {
  return stubCommands({
    'GmsParent.getAppData': () => answer('GmsParent.getAppData', appGlobal({ parent_community_url: url })),
    'ParentCoinsHandler.award_community_entry_coin': () =>
      answer('ParentCoinsHandler.award_community_entry_coin', { community_reward_coins: 5 }),
  });
}

describe('the community pages', () => {
  it('opens the group in a new tab and pays the day’s coins with the overlay', async () => {
    const sent = stubCommunity('https://community.example.org/t1d-parents');
    renderWithProviders(<CommunityPage />, { path: '/community' });
    expect(screen.getByRole('heading', { level: 1, name: "Parents' community" })).toBeTruthy();
    const open = await screen.findByRole('link', { name: 'Open the community group (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe('https://community.example.org/t1d-parents');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Opening the group earns your family 5 coins, once a day.')).toBeTruthy();
    expect(screen.getByText(/do not post their name, photos or health details publicly/)).toBeTruthy();
    expect(screen.getByText(/not medical advice/)).toBeTruthy();

    // happy-dom would follow the link; the click handler is what matters here.
    open.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(open);
    expect(await screen.findByText('You earned 5 coins!')).toBeTruthy();
    expect(sent.filter((body) => body.cmd === 'ParentCoinsHandler.award_community_entry_coin')).toHaveLength(1);
  });

  it('offers the library while the clinic has no group', async () => {
    const sent = stubCommunity(null);
    renderWithProviders(<FacebookGroupPage />, { path: '/facebook-group' });
    expect(screen.getByRole('heading', { level: 1, name: 'Family group' })).toBeTruthy();
    expect(await screen.findByText(/Your clinic has not set up a community group yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the library' }).getAttribute('href')).toBe('/urgent-learning');
    expect(screen.queryByRole('link', { name: /Open the community group/ })).toBeNull();
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ cmd: 'GmsParent.getAppData' })]));
  });
});
