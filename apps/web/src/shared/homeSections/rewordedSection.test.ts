import { homeSectionIds, homeTextKeysOf } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { rewordedSection } from './rewordedSection';

describe('a section as a configuration words it', () => {
  it('takes a title and an info text, the top section an encouragement line instead of a title', () => {
    const texts: Record<string, string> = {
      'my_tasks.title': 'This week',
      'my_tasks.info': 'What the family does this week.',
      'top_section.encouragement': 'Welcome, spring families!',
      'top_section.info': 'Your family at a glance.',
    };
    const reworded = (key: string) => texts[key];
    expect(rewordedSection('my_tasks', reworded)).toEqual({ title: 'This week', info: 'What the family does this week.' });
    expect(rewordedSection('top_section', reworded)).toEqual({
      encouragement: 'Welcome, spring families!',
      info: 'Your family at a glance.',
    });
  });

  it('leaves undefined what the configuration does not reword', () => {
    expect(rewordedSection('red_flags', () => undefined)).toEqual({ title: undefined, info: undefined });
    expect(rewordedSection('top_section', () => undefined)).toEqual({ encouragement: undefined, info: undefined });
  });

  it('reads exactly the keys the contract lets a configuration reword, for every section', () => {
    for (const id of homeSectionIds) {
      const read: string[] = [];
      rewordedSection(id, (key) => {
        read.push(key);
        return undefined;
      });
      expect(read.sort(), id).toEqual([...homeTextKeysOf(id)].sort());
    }
  });
});
