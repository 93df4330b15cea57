import { describe, expect, it } from 'vitest';
import { defaultHomeSections, homeSectionOrder } from './homeSections';

describe('the dashboard sections', () => {
  it('lists all 19 of the spec in order', () => {
    expect(homeSectionOrder).toHaveLength(19);
    expect(homeSectionOrder.indexOf('coins_earned')).toBeLessThan(homeSectionOrder.indexOf('my_tasks'));
    expect(homeSectionOrder.indexOf('fitness_challenge')).toBeLessThan(homeSectionOrder.indexOf('token_ownership'));
  });

  it('hides family goals outside dev mode and fitness until its entry is shown', () => {
    const plain = defaultHomeSections({ dev: false, fitnessShown: false });
    expect(plain).not.toContain('family_goals');
    expect(plain).not.toContain('fitness_challenge');
    expect(plain).toHaveLength(17);
  });

  it('shows family goals in dev mode and fitness once unlocked, keeping the order', () => {
    expect(defaultHomeSections({ dev: true, fitnessShown: false })).toContain('family_goals');
    const unlocked = defaultHomeSections({ dev: false, fitnessShown: true });
    expect(unlocked).toContain('fitness_challenge');
    expect(unlocked).not.toContain('family_goals');
    const all = defaultHomeSections({ dev: true, fitnessShown: true });
    expect(all).toEqual([...homeSectionOrder]);
  });
});
