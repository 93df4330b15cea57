import { describe, expect, it } from 'vitest';
import { fitnessColor, fitnessPath, isKnownUnit } from './fitness';

describe('fitness kinds', () => {
  it('keeps the theme colours and falls back to primary', () => {
    expect(fitnessColor('warning')).toBe('warning');
    expect(fitnessColor('danger')).toBe('danger');
    expect(fitnessColor('purple')).toBe('primary');
    expect(fitnessColor(undefined)).toBe('primary');
  });

  it('links to the dev-mode list of a kind', () => {
    expect(fitnessPath({ id: 2, color: 'warning' })).toBe('/fitness/2/warning?dev=true');
  });

  it('knows the programme units', () => {
    expect(isKnownUnit('steps')).toBe(true);
    expect(isKnownUnit('furlongs')).toBe(false);
  });
});
