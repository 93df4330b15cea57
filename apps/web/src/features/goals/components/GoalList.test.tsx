import type { Goal } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aGoal } from '../../../test/fixtures';
import { answer, reply, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { GoalList } from './GoalList';

const goal = (id: number, name: string, category: Goal['category_id'], status: Goal['status'] = 0): Goal =>
  aGoal({ id, name, category, status, coin_amount: 30, icon: 'run', completed_at: status === 1 ? 1_800_000_000 : null });

afterEach(() => vi.unstubAllGlobals());

describe('the family goal list', () => {
  it("sorts, colours the buttons by position, and counts the coins from the tap while a button's call runs", async () => {
    let release: () => void = () => {};
    const list = [goal(1, 'Same bedtime', '4', 1), goal(2, 'Try a new sport', '2'), goal(3, 'Water', '1'), goal(4, 'Walk', '2')];
    stubGateway((body) => {
      if (body.cmd === 'FamilyGoalsApi.list') return answer(body.cmd, { list });
      return new Promise<Response>((resolve) => {
        release = () => resolve(answer(body.cmd, { ...goal(2, 'Try a new sport', '2', 1), coins_awarded: 30 }));
      });
    });
    renderWithProviders(<GoalList />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Water', 'Try a new sport', 'Walk', 'Same bedtime']);
    // Each name leads to the goal's page, above its rhythm and coins.
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/goal/3');
    expect(items[0]!.textContent).toContain('30 coins');
    // Each icon takes its button's colour, and a done goal's is grey.
    const iconColourOf = (item: HTMLElement) =>
      item.querySelector<HTMLElement>('span[aria-hidden="true"]')?.style.getPropertyValue('--light-icon-bg');
    expect(items.map(iconColourOf)).toEqual(
      ['primary', 'warning', 'danger', 'gray'].map((colour) => `var(--mantine-color-${colour}-light)`),
    );
    const buttons = screen.getAllByRole('button', { name: /^Mark done: / });
    // Index 0, 1, 2 of the sorted list: primary, warning, danger (the done goal has no button).
    const colourOf = (button: HTMLElement) =>
      /--button-bg:\s*var\(--mantine-color-(\w+)-filled\)/.exec(button.getAttribute('style') ?? '')?.[1];
    expect(buttons.map(colourOf)).toEqual(['primary', 'warning', 'danger']);
    expect(within(items[3]!).getByText('Complete')).toBeTruthy();

    const sport = screen.getByRole('button', { name: 'Mark done: Try a new sport' });
    fireEvent.click(sport);
    // The coin overlay opens at the tap, counting, before the server has answered.
    expect(screen.getByText('Adding your coins…')).toBeTruthy();
    await waitFor(() => expect((sport as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark done: Try a new sport' })).toBeNull());
    expect(screen.getByText('You earned 30 coins!')).toBeTruthy();
  });

  it('says so when there are no goals, also after a failed load', async () => {
    stubGateway(() => reply(500, {}));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<GoalList />);
    expect(await screen.findByText('No goals available')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
