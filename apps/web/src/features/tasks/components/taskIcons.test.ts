import { describe, expect, it } from 'vitest';
import { taskActionIcon, taskKindIcon } from './taskIcons';

describe('the icons of a task', () => {
  it('never mark a task not done yet with a tick: its kind is a globe, a play button or a heart', () => {
    expect(taskKindIcon).toEqual({ website: 'world', video: 'play', other: 'heart' });
    expect(Object.values(taskKindIcon)).not.toContain('check');
    expect(Object.values(taskKindIcon)).not.toContain('checks');
  });

  it('keep the tick for the button that marks a task done', () => {
    expect(taskActionIcon.other).toBe('check');
  });
});
