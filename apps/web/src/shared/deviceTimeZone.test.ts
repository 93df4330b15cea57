import { afterEach, describe, expect, it } from 'vitest';
import { tellDeviceTimeZone } from './deviceTimeZone';

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith('parent_time_zone='))
    ?.slice('parent_time_zone='.length);

describe('telling the server the device’s time zone (ADR 0061)', () => {
  afterEach(() => {
    document.cookie = 'parent_time_zone=; Path=/; Max-Age=0';
  });

  it('keeps the device’s IANA time zone in its cookie', () => {
    tellDeviceTimeZone();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).not.toBe('');
    expect(decodeURIComponent(cookieValue() ?? '')).toBe(zone);
  });
});
