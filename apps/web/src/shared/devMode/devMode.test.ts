import { describe, expect, it } from 'vitest';
import { isDevMode } from './devMode';

describe('dev mode', () => {
  const site = { search: '', hostname: 'parents.example.org' };

  it('is off on a real host without a flag', () => {
    expect(isDevMode(site)).toBe(false);
    expect(isDevMode({ ...site, search: '?dev=false' })).toBe(false);
  });

  it('is on with the route parameter, dev=true, or on localhost', () => {
    expect(isDevMode({ ...site, devParam: 'dev' })).toBe(true);
    expect(isDevMode({ ...site, search: '?tab=1&dev=true' })).toBe(true);
    expect(isDevMode({ ...site, search: 'dev=true' })).toBe(true);
    expect(isDevMode({ ...site, hostname: 'localhost' })).toBe(true);
    expect(isDevMode({ ...site, hostname: '127.0.0.1' })).toBe(true);
  });
});
