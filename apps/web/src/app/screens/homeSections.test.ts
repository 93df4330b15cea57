import { describe, expect, it } from 'vitest';
import type { HomeConfig } from '@t1d/contract';
import { arrangeHomeSections, defaultHomeSections, homeSectionOrder } from './homeSections';

describe('the dashboard sections', () => {
  it('lists all 19 in the default order', () => {
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

describe('a configured dashboard', () => {
  const configured = (sections: HomeConfig['sections_config']): HomeConfig => ({
    config_id: 1,
    campaign: 'Spring',
    webapp_version_key: 'v1',
    is_active: true,
    sections_config: sections,
    version_text: [],
    updated_at: 0,
  });

  it('follows the configuration’s order and leaves out disabled and unlisted sections', () => {
    const config = configured([
      { id: 'token_ownership', enabled: true, order: 3 },
      { id: 'red_flags', enabled: true, order: 1 },
      { id: 'coins_earned', enabled: false, order: 2 },
      { id: 'family_goals', enabled: true, order: 4 },
    ]);
    expect(arrangeHomeSections(config, { dev: false, fitnessShown: false })).toEqual(['red_flags', 'token_ownership', 'family_goals']);
  });

  it('shows a configured fitness challenge only while its entry is shown', () => {
    const config = configured([{ id: 'fitness_challenge', enabled: true, order: 1 }]);
    expect(arrangeHomeSections(config, { dev: false, fitnessShown: false })).toEqual([]);
    expect(arrangeHomeSections(config, { dev: false, fitnessShown: true })).toEqual(['fitness_challenge']);
  });

  it('uses the defaults without a configuration', () => {
    expect(arrangeHomeSections(null, { dev: true, fitnessShown: true })).toEqual([...homeSectionOrder]);
  });
});
