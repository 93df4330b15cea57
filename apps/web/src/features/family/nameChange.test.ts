import { describe, expect, it } from 'vitest';
import { nameToSave } from './nameChange';
import { realNameProblem } from './nameRules';

describe('the Edit Name rule', () => {
  it.each(['', '   ', '\t\n'])('an empty trimmed name %j means: close, change nothing', (input) => {
    expect(nameToSave('Sam Lee', input)).toBeNull();
    expect(nameToSave(null, input)).toBeNull();
  });

  it('the name the member already has is no change either', () => {
    expect(nameToSave('Sam Lee', '  Sam Lee ')).toBeNull();
  });

  it('a new name is saved trimmed', () => {
    expect(nameToSave(null, '  Mei Chen ')).toBe('Mei Chen');
    expect(nameToSave('Sam', 'Samantha')).toBe('Samantha');
  });

  it('only an over-long name is a problem', () => {
    expect(realNameProblem('')).toBeUndefined();
    expect(realNameProblem('x'.repeat(100))).toBeUndefined();
    expect(realNameProblem('x'.repeat(101))).toBe('This text is too long');
  });
});
