import { describe, expect, it } from 'vitest';
import { swipeCloses, swipeOffset } from './swipe';

describe('swipe to close the introduction video', () => {
  it('does not move until the finger has travelled 50 px', () => {
    expect(swipeOffset(0)).toBe(0);
    expect(swipeOffset(50)).toBe(0);
    expect(swipeOffset(-80)).toBe(0);
    expect(swipeOffset(80)).toBe(30);
  });

  it('closes only past 100 px', () => {
    expect(swipeCloses(100)).toBe(false);
    expect(swipeCloses(101)).toBe(true);
  });
});
