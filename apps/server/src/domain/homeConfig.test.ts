import { describe, expect, it } from 'vitest';
import { campaignKeyOf, chooseHomeConfig, type ConfigCandidate } from './homeConfig.js';

const config = (campaign_key: string, webapp_version_key: string, is_active = false): ConfigCandidate => ({
  campaign_key,
  webapp_version_key,
  is_active,
});

describe('campaignKeyOf', () => {
  it('matches campaigns however they were typed, and makes no campaign the default', () => {
    expect(campaignKeyOf('  Spring 2026 ')).toBe('spring 2026');
    expect(campaignKeyOf(null)).toBe('');
    expect(campaignKeyOf(undefined)).toBe('');
  });
});

describe('chooseHomeConfig', () => {
  const springV1 = config('spring', 'v1');
  const springV2 = config('spring', 'v2', true);
  const defaultV1 = config('', 'v1');
  const defaultV3 = config('', 'v3', true);
  const all = [springV1, springV2, defaultV1, defaultV3];

  it('takes the campaign’s configuration with the parent’s version key first', () => {
    expect(chooseHomeConfig(all, 'spring', 'v1')).toBe(springV1);
  });

  it('then the campaign’s active configuration', () => {
    expect(chooseHomeConfig(all, 'spring', 'v9')).toBe(springV2);
    expect(chooseHomeConfig(all, 'spring', null)).toBe(springV2);
  });

  it('then the default configuration with the version key, then the active default', () => {
    expect(chooseHomeConfig(all, 'autumn', 'v1')).toBe(defaultV1);
    expect(chooseHomeConfig(all, 'autumn', 'v9')).toBe(defaultV3);
    expect(chooseHomeConfig(all, '', null)).toBe(defaultV3);
    expect(chooseHomeConfig([springV1, defaultV1], 'spring', null)).toBeNull();
  });

  it('answers none when nothing matches, so the app uses its own defaults', () => {
    expect(chooseHomeConfig([], 'spring', 'v1')).toBeNull();
    expect(chooseHomeConfig([springV2], 'autumn', null)).toBeNull();
  });
});
