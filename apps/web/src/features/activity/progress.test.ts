import { describe, expect, it } from 'vitest';
import { clampPercent, nextSlide } from './progress';

describe('progress bars', () => {
  it('are the share of the maximum, clamped to 0-100 %', () => {
    expect(clampPercent(25, 50)).toBe(50);
    expect(clampPercent(50, 50)).toBe(100);
    expect(clampPercent(120, 50)).toBe(100);
    expect(clampPercent(-3, 50)).toBe(0);
    expect(clampPercent(0, 50)).toBe(0);
    expect(clampPercent(1, 3)).toBe(33);
  });

  it('survive a missing or zero maximum and non-numbers', () => {
    expect(clampPercent(5, 0)).toBe(100);
    expect(clampPercent(0, 0)).toBe(0);
    expect(clampPercent(Number.NaN, 50)).toBe(0);
    expect(clampPercent(5, Number.NaN)).toBe(100);
  });
});

describe('the streak carousel', () => {
  it('moves to the next slide and wraps round', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
});
