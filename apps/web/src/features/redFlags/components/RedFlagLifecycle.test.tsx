import type { RedFlag, RedFlagStep } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emergencyNumbersRequest } from '../../../test/emergency';
import { aRedFlag } from '../../../test/fixtures';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { RedFlagHistoryPage } from './RedFlagHistoryPage';
import { RedFlagsPage } from './RedFlagsPage';

const listCmd = 'RedFlagIntervention.getInterventionsForParentAndChildren';
const at = 1_800_000_000;
const suggestions = [
  { key: 'talked_calmly', text: 'We talked about it calmly' },
  { key: 'contacted_game_support', text: "We contacted the game's support team" },
];
const seenByMei: RedFlagStep = { kind: 'seen', by: 'Mei', by_me: false, at: at + 60, tried: [], note: '' };
const raised: RedFlagStep = { kind: 'raised', by: null, by_me: false, at, tried: [], note: '' };

function page(flags: RedFlag[], moves: Parameters<typeof stubCommands>[0] = {}) {
  const sent = stubCommands({
    [listCmd]: () => answer(listCmd, { total: 0, all_total: flags.length, data: flags }),
    ...emergencyNumbersRequest(),
    ...moves,
  });
  renderWithProviders(<RedFlagsPage />, { path: '/red-flag-and-interventions' });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a red flag the family handles together', () => {
  it('shows who saw it and what happened, and "I\'m on it" takes it on', async () => {
    const flag = aRedFlag({ id: 4, is_read: true, state: 'seen', suggestions, steps: [raised, seenByMei] });
    const sent = page([flag], {
      'RedFlagIntervention.takeOn': () =>
        answer('RedFlagIntervention.takeOn', { flag: { ...flag, state: 'on_it', owner: 'Jun', owner_is_me: true } }),
    });
    const item = await screen.findByRole('listitem', { name: 'Jun' });
    expect(within(item).getByText('Seen by Mei')).toBeTruthy();
    const happened = within(item).getByRole('list', { name: 'What happened' });
    expect(
      within(happened)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([expect.stringMatching(/^Raised/), expect.stringMatching(/^Mei saw it/)]);
    fireEvent.click(within(item).getByRole('button', { name: "I'm on it" }));
    await waitFor(() =>
      expect(sent.filter((body) => body.cmd === 'RedFlagIntervention.takeOn')).toEqual([expect.objectContaining({ interventionId: 4 })]),
    );
  });

  it('asks what was tried before saving it as handled, and sends the ticked suggestions and the note', async () => {
    const flag = aRedFlag({ id: 5, state: 'on_it', owner: 'Mei', suggestions, steps: [raised] });
    const sent = page([flag], {
      'RedFlagIntervention.markHandled': () => answer('RedFlagIntervention.markHandled', { flag: { ...flag, state: 'handled' } }),
    });
    const item = await screen.findByRole('listitem', { name: 'Jun' });
    expect(within(item).getByText('Mei is on it')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as handled' }));
    fireEvent.click(await within(item).findByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('Tick what you tried, or write a short note')).toBeTruthy();
    expect(sent.filter((body) => body.cmd === 'RedFlagIntervention.markHandled')).toEqual([]);

    fireEvent.click(within(item).getByRole('checkbox', { name: "We contacted the game's support team" }));
    fireEvent.change(within(item).getByRole('textbox', { name: /Anything else/ }), { target: { value: '  Blocked the stranger  ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.filter((body) => body.cmd === 'RedFlagIntervention.markHandled')).toEqual([
        expect.objectContaining({ interventionId: 5, tried: ['contacted_game_support'], note: 'Blocked the stranger' }),
      ]),
    );
  });

  it('says so when another parent moved the flag first', async () => {
    const flag = aRedFlag({ id: 6, state: 'handled', steps: [raised] });
    page([flag], { 'RedFlagIntervention.resolve': () => refuse('red_flag_moved_on') });
    const item = await screen.findByRole('listitem', { name: 'Jun' });
    expect(within(item).queryByRole('button', { name: "I'm on it" })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Resolve' }));
    expect(await within(item).findByText('This red flag has moved on since you opened it. See what your family did.')).toBeTruthy();
  });

  it('offers nothing more once resolved', async () => {
    page([aRedFlag({ id: 7, is_read: true, state: 'resolved' })]);
    const item = await screen.findByRole('listitem', { name: 'Jun' });
    expect(within(item).getByText('Resolved')).toBeTruthy();
    expect(within(item).queryAllByRole('button')).toEqual([]);
  });
});

describe('the red-flag history', () => {
  it('lists the flags child by child with every step, and prints', async () => {
    const handled: RedFlagStep = {
      kind: 'handled',
      by: null,
      by_me: true,
      at: at + 600,
      tried: ['We talked about it calmly'],
      note: 'All fine now',
    };
    stubCommands({
      'RedFlagIntervention.getHistory': () =>
        answer('RedFlagIntervention.getHistory', {
          data: [
            aRedFlag({ id: 2, child_id: 11, name: 'Yu', state: 'handled', steps: [raised, seenByMei, handled] }),
            aRedFlag({ id: 1, child_id: 9, name: 'Jun', state: 'new', steps: [raised] }),
          ],
        }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<RedFlagHistoryPage />, { path: '/red-flag-history' });
    const children = await screen.findAllByRole('region');
    expect(children.map((child) => child.getAttribute('aria-label'))).toEqual(['Jun', 'Yu']);
    const yu = screen.getByRole('region', { name: 'Yu' });
    expect(within(yu).getByText('You handled it')).toBeTruthy();
    expect(within(yu).getByText('Tried: We talked about it calmly')).toBeTruthy();
    expect(within(yu).getByText('Note: All fine now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
