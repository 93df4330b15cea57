import { describe, expect, it } from 'vitest';
import { guideBack, guideState } from './guideReturn';

describe('the guide’s back link', () => {
  it('returns to the app’s page the guide was opened from', () => {
    expect(guideBack(guideState('/signup?tab=signin'))).toBe('/signup?tab=signin');
  });

  it('goes to the start page when opened directly, or when the state points anywhere but the app', () => {
    for (const state of [null, undefined, {}, { back: 42 }, { back: 'https://elsewhere.example' }, { back: '//elsewhere.example' }]) {
      expect(guideBack(state)).toBe('/');
    }
  });
});
