import type { FamilyMember, GiftOffer, SentGift } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCommandQuery } from '../../../shared/api';
import { commandKey } from '../../../shared/api/hooks';
import { answer, refuse, reply, stubCommands, type SentBody } from '../../../test/gateway';
import { aChild } from '../../../test/fixtures';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { GiftPage } from './GiftPage';

afterEach(() => vi.unstubAllGlobals());

/** The dashboard's coin total, as its card reads it (the same query key), beside the gift page. */
function DashboardCoins() {
  const coins = useCommandQuery('ParentCoinsHandler.get_family_coins_logs', { page: 1, per_page: 20 });
  return <output aria-label="Dashboard coins">{coins.data?.total_coins}</output>;
}

const offers: GiftOffer[] = [
  { id: 1, item: 'rocket_boots', cost: 120, icon: 'rocket', name: 'Rocket boots', description: 'Zoom across the map.' },
  { id: 2, item: 'baby_dragon_pet', cost: 1800, icon: 'pet', name: 'Baby dragon', description: 'A friendly dragon.' },
];

/** A family with these children and coins; GiftApi.send answers with `send` (a sent gift by default). */
function stubFamily(
  kids: FamilyMember[],
  options: { coins?: number; send?: (body: SentBody) => Promise<Response>; membersArrive?: Promise<void> } = {},
) {
  let coins = options.coins ?? 1250;
  const sentGifts: SentGift[] = [];
  const sent = stubCommands({
    'GiftApi.getCatalogue': () => answer('GiftApi.getCatalogue', { list: offers, total_coins: coins }),
    'ParentFamilyHandler.get_members': async () => {
      await options.membersArrive;
      return answer('ParentFamilyHandler.get_members', { members: kids });
    },
    'ParentCoinsHandler.get_family_coins_logs': () =>
      answer('ParentCoinsHandler.get_family_coins_logs', { total_coins: coins, list: [], total: 0, page: 1, per_page: 20 }),
    'GiftApi.list': () => answer('GiftApi.list', { list: sentGifts, total: sentGifts.length, page: 1, per_page: 10 }),
    'GiftApi.send': (body) => {
      if (options.send) return options.send(body);
      const offer = offers.find((o) => o.id === body.gift_id)!;
      const child = kids.find((k) => k.user_id === body.child_id)!;
      coins -= offer.cost;
      const gift: SentGift = {
        gift_id: 50 + sentGifts.length,
        child_id: child.user_id,
        child_name: child.name,
        item: offer.item,
        name: offer.name,
        cost: offer.cost,
        sent_at: 1_800_000_000,
        delivered_at: null,
        status: 'sent',
      };
      sentGifts.unshift(gift);
      return answer('GiftApi.send', { gift, total_coins: coins });
    },
  });
  return sent;
}

const sends = (sent: SentBody[]) => sent.filter((body) => body.cmd === 'GiftApi.send');

describe('the gift page', () => {
  it('sends one gift per confirm dialog, whatever the taps and retries, and shows it sent', async () => {
    let fail = true;
    const sent = stubFamily([aChild(7, 'Mei')]);
    const script = vi.mocked(fetch).getMockImplementation()!;
    // The first try never gets an answer it can read; the retry goes through.
    vi.mocked(fetch).mockImplementation((url, init) => {
      const body = JSON.parse(String(init?.body)) as SentBody;
      if (body.cmd === 'GiftApi.send' && fail) {
        fail = false;
        sent.push(body);
        return reply(500, { code: 500, msg: 'Internal error' });
      }
      return script(url, init);
    });
    renderWithProviders(
      <>
        <GiftPage />
        <DashboardCoins />
      </>,
      { path: '/gift' },
    );

    expect(await screen.findByText('1,250')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Dashboard coins' }).textContent).toBe('1250'));
    // The only child is chosen already.
    expect((await screen.findByRole('radio', { name: 'Mei' })) as HTMLInputElement).toHaveProperty('checked', true);
    const dragon = await screen.findByRole('button', { name: 'Send Baby dragon: Not enough coins' });
    expect((dragon as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send Rocket boots' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send Rocket boots to Mei for 120 coins?')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Send gift' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('The gift could not be sent. Please try again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry] = sends(sent);
    expect(sends(sent)).toHaveLength(2);
    expect(first).toMatchObject({ child_id: 7, gift_id: 1 });
    expect(first!.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry!.request_id).toBe(first!.request_id);

    const list = await screen.findByRole('list', { name: 'Sent gifts' });
    const row = within(list).getByRole('listitem', { name: 'Rocket boots' });
    expect(within(row).getByText('To Mei')).toBeTruthy();
    expect(within(row).getByText('Sent — waiting for the game')).toBeTruthy();
    expect(await screen.findByText('1,130')).toBeTruthy();
    // Every read that shows the family's coins is refreshed, the dashboard's total too.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Dashboard coins' }).textContent).toBe('1130'));

    // Opening the dialog again is a new tap, with a new name.
    fireEvent.click(screen.getByRole('button', { name: 'Send Rocket boots' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send gift' }));
    await waitFor(() => expect(sends(sent)).toHaveLength(3));
    expect(sends(sent)[2]!.request_id).not.toBe(first!.request_id);
  });

  it('says so when the coins ran out meanwhile', async () => {
    stubFamily([aChild(7, 'Mei')], { send: () => refuse('not_enough_coins') });
    renderWithProviders(<GiftPage />, { path: '/gift' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Rocket boots' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    expect(await within(dialog).findByText('Not enough coins for this gift')).toBeTruthy();
  });

  it('shows the gifts to send once the children are known: a Send button before would do nothing', async () => {
    let arrive!: () => void;
    const membersArrive = new Promise<void>((resolve) => (arrive = resolve));
    stubFamily([aChild(7, 'Mei')], { membersArrive });
    // The catalogue is known (kept from an earlier visit), the children are on their way.
    const client = testQueryClient();
    client.setQueryData(commandKey('GiftApi.getCatalogue', {}), { list: offers, total_coins: 1250 });
    renderWithProviders(<GiftPage />, { path: '/gift', client });
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(screen.getByText('Loading the gifts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Rocket boots' })).toBeNull();
    arrive();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Rocket boots' }));
    expect(within(await screen.findByRole('dialog')).getByText('Send Rocket boots to Mei for 120 coins?')).toBeTruthy();
  });

  it('waits for a child to be chosen when there are several', async () => {
    const sent = stubFamily([aChild(7, 'Mei'), aChild(8, 'Jun')]);
    renderWithProviders(<GiftPage />, { path: '/gift' });
    const boots = (await screen.findByRole('button', { name: 'Send Rocket boots' })) as HTMLButtonElement;
    expect(boots.disabled).toBe(true);
    expect(screen.getByText('Choose a child above first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Jun' }));
    await waitFor(() => expect(boots.disabled).toBe(false));
    fireEvent.click(boots);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send Rocket boots to Jun for 120 coins?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    await waitFor(() => expect(sends(sent)).toHaveLength(1));
    expect(sends(sent)[0]).toMatchObject({ child_id: 8 });
  });

  it('explains how to add a child to a family without one', async () => {
    stubFamily([]);
    renderWithProviders(<GiftPage />, { path: '/gift' });
    const link = await screen.findByRole('link', { name: 'Add a child' });
    expect(link.getAttribute('href')).toBe('/family-member-management');
    expect(screen.queryByRole('button', { name: 'Send Rocket boots' })).toBeNull();
  });
});
