import type { HomeConfig } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, moveSection, setText, toSaveInput, toggleSection } from './draft';

const config: HomeConfig = {
  config_id: 4,
  campaign: 'Spring',
  webapp_version_key: 'v2',
  is_active: false,
  sections_config: [
    { id: 'red_flags', enabled: true, order: 2 },
    { id: 'top_section', enabled: false, order: 1 },
  ],
  version_text: [{ text_key: 'loading', en: 'One moment...', zh: '请稍候……' }],
  updated_at: 0,
};

describe('a configuration draft', () => {
  it('starts a new configuration with all 19 sections in the default order, enabled', () => {
    const draft = draftOf(null);
    expect(draft.sections).toHaveLength(19);
    expect(draft.sections[0]).toEqual({ id: 'top_section', enabled: true });
    expect(draft.config_id).toBeUndefined();
  });

  it('keeps a configuration’s order, and lists the sections it leaves out last, disabled', () => {
    const draft = draftOf(config);
    expect(draft.sections.slice(0, 3)).toEqual([
      { id: 'top_section', enabled: false },
      { id: 'red_flags', enabled: true },
      { id: 'book_consultation', enabled: false },
    ]);
    expect(draft.texts.loading).toEqual({ en: 'One moment...', zh: '请稍候……' });
  });

  it('moves a section, and ignores a move past either end', () => {
    const draft = draftOf(null);
    expect(
      moveSection(draft, 2, 0)
        .sections.slice(0, 3)
        .map((s) => s.id),
    ).toEqual(['coins_earned', 'top_section', 'book_consultation']);
    expect(moveSection(draft, 0, -1)).toBe(draft);
    expect(moveSection(draft, 18, 19)).toBe(draft);
  });

  it('saves orders 1 to 19 by position and only the texts that reword something', () => {
    let draft = toggleSection(moveSection(draftOf(config), 1, 0), 'top_section', true);
    draft = setText(draft, 'red_flags.title', 'zh', '需要留意');
    draft = setText(draft, 'loading', 'en', '');
    draft = setText(draft, 'loading', 'zh', '');
    const input = toSaveInput({ ...draft, campaign: '  ' });
    expect(input.config_id).toBe(4);
    expect(input.campaign).toBeNull();
    expect(input.sections_config.slice(0, 2)).toEqual([
      { id: 'red_flags', enabled: true, order: 1 },
      { id: 'top_section', enabled: true, order: 2 },
    ]);
    expect(input.version_text).toEqual([{ text_key: 'red_flags.title', en: '', zh: '需要留意' }]);
  });
});
