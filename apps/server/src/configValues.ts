// The parsers behind loadConfig: each reads one environment value and names it in a ConfigError.
import { webAddressField } from '@t1d/contract';
import { isTimeZone } from './domain/days.js';

/** A setting the server cannot start with; the message says which variable and what it accepts. */
export class ConfigError extends Error {}

export function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

export function timeZone(name: string, raw: string | undefined): string {
  if (!raw) return 'UTC';
  if (!isTimeZone(raw)) throw new ConfigError(`${name} must be an IANA time zone such as Asia/Shanghai, got "${raw}"`);
  return raw;
}

/** A workflow address from the environment, held to the same rule as an operator's (https or a path here). */
export function webAddress(name: string, raw: string | undefined): string {
  const parsed = webAddressField.safeParse(raw ?? '');
  if (!parsed.success) throw new ConfigError(`${name} must be an https:// address or a path in this app starting with /, got "${raw}"`);
  return parsed.data;
}

export function currencyCode(raw: string | undefined): string {
  const code = (raw || 'USD').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code))
    throw new ConfigError(`CURRENCY must be an ISO 4217 currency code such as USD or CNY, got "${raw}"`);
  return code;
}

/** A price with at most two decimals; empty or 0 is free. */
export function price(name: string, raw: string | undefined): number {
  if (!raw) return 0;
  const value = Number(raw);
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw.trim()) || !Number.isFinite(value))
    throw new ConfigError(`${name} must be an amount such as 0 (free) or 150.00, got "${raw}"`);
  return value;
}

/** An absolute http(s) address of another site, such as the game's sign-in page. */
export function httpAddress(name: string, raw: string): string {
  const parsed = URL.canParse(raw) ? new URL(raw) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new ConfigError(`${name} must be an http(s):// address, got "${raw}"`);
  return parsed.toString();
}

// Digits with the marks people write in phone numbers; the tel: link keeps only the digits and a leading +.
const phoneLike = /^[\d +()-]{2,30}$/;

/** A number to call, such as 112 or +44 20 7946 0000: digits, spaces, +, - and parentheses, 2 to 30 of them. */
export function phoneNumber(name: string, raw: string): string {
  const value = raw.trim();
  if (!phoneLike.test(value) || !/\d/.test(value))
    throw new ConfigError(
      `${name} must be a phone number such as 112 or +44 20 7946 0000 (digits, spaces, +, - and parentheses), got "${raw}"`,
    );
  return value;
}

export function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
