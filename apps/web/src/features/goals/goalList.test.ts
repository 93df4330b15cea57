import type { Goal } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { aGoal } from '../../test/fixtures';
import { goalButtonColor, sortGoals } from './goalList';

const goal = (id: number, name: string, category: Goal['category_id'], status: Goal['status']): Goal =>
  aGoal({ id, name, category, status, loop_type: 1, icon: 'apple' });

describe('family goals', () => {
  it('sorts incomplete first, then by category, then by name', () => {
    const sorted = sortGoals([
      goal(1, 'Walk', '2', 1),
      goal(2, 'Water', '1', 0),
      goal(3, 'Bedtime', '4', 0),
      goal(4, 'Apple', '1', 0),
      goal(5, 'Sport', '2', 0),
      goal(6, 'Greens', '1', 1),
    ]);
    expect(sorted.map((g) => g.id)).toEqual([4, 2, 5, 3, 6, 1]);
  });

  it('falls back to the title when a goal has no name', () => {
    const untitled = { ...goal(7, '', '1', 0), title: 'Breakfast' };
    expect(sortGoals([goal(8, 'Cereal', '1', 0), untitled]).map((g) => g.id)).toEqual([7, 8]);
  });

  it('cycles the button colours primary, warning, danger by index', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(goalButtonColor)).toEqual(['primary', 'warning', 'danger', 'primary', 'warning', 'danger', 'primary']);
  });
});
