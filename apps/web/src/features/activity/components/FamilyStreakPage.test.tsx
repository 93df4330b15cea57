import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, stubCommands, type Script } from '../../../test/gateway';
import { aChild } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { FamilyStreakPage } from './FamilyStreakPage';

afterEach(() => vi.unstubAllGlobals());

const family: Script = {
  'FamilyStreak.getFamilyStreak': () => answer('FamilyStreak.getFamilyStreak', { total_logins: 1_234 }),
  'ParentFamilyHandler.get_members': () => answer('ParentFamilyHandler.get_members', { members: [aChild(7, 'Mei')] }),
};

/** Mei's row on the page: her name's card (found again once there: her name's line changes as her figure comes). */
const meiRow = async () => {
  await screen.findByText('Mei');
  return screen.getByText('Mei').closest<HTMLElement>('.mantine-Paper-root')!;
};

describe('the family streak page', () => {
  it("says a child's figure is loading while it is on its way, never a 0 it is not, then shows it", async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    stubCommands({
      ...family,
      'FamilyStreak.getChildStreak': async () => {
        await arrived;
        return answer('FamilyStreak.getChildStreak', { total_streak_days: 18 });
      },
    });
    renderWithProviders(<FamilyStreakPage />);
    expect(await screen.findByText('1,234')).toBeTruthy();
    const row = await meiRow();
    expect(within(row).getByRole('status').textContent).toBe('Loading streaks');
    expect(within(row).queryByText(/\b0 of \d+ days/)).toBeNull();
    arrive();
    expect(await within(row).findByText(/^18 of \d+ days$/)).toBeTruthy();
    expect(within(row).queryByRole('status')).toBeNull();
  });

  it("reads a child's figure that failed as 0, a failed section's empty value", async () => {
    stubCommands({ ...family, 'FamilyStreak.getChildStreak': () => refuse('internal_error') });
    renderWithProviders(<FamilyStreakPage />);
    const row = await meiRow();
    expect(await within(row).findByText(/^0 of \d+ days$/)).toBeTruthy();
  });
});
