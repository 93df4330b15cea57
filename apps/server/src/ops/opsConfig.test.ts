import { describe, expect, it } from 'vitest';
import { ConfigError } from '../configValues.js';
import { addressMatcher, parseMetrics } from './opsConfig.js';

describe('the metrics settings', () => {
  it('default to this machine and no token', () => {
    expect(parseMetrics({})).toEqual({ allow: ['127.0.0.1', '::1'], token: null });
    expect(parseMetrics({ METRICS_ALLOW: '' })).toEqual({ allow: [], token: null });
  });

  it('take addresses and networks, and refuse anything else', () => {
    expect(parseMetrics({ METRICS_ALLOW: '10.0.0.0/8, fd00::/8' }).allow).toEqual(['10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', '*'])
      expect(() => parseMetrics({ METRICS_ALLOW: bad })).toThrow(ConfigError);
  });

  it('refuse a short or spaced token', () => {
    expect(() => parseMetrics({ METRICS_TOKEN: 'short' })).toThrow(/at least 24/);
    expect(() => parseMetrics({ METRICS_TOKEN: 'a long token with spaces in it' })).toThrow(ConfigError);
    expect(parseMetrics({ METRICS_TOKEN: 'x'.repeat(24) }).token).toBe('x'.repeat(24));
  });

  it('match IPv4 clients however the socket writes them', () => {
    const allowed = addressMatcher(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.9.9.9', '::1'].map(allowed)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'not an address', ''].map(allowed)).toEqual([false, false, false, false, false]);
  });
});
