import { timeZoneCookie } from '@t1d/contract';

/** A year, as the persistent login's cookie lasts. */
const maxAgeSeconds = 31_536_000;

/**
 * Tells the server the device's time zone, in a cookie it reads when it draws this device's dashboard
 * (ADR 0061): its greeting and dates then follow the device's clock, as the app's own page does. Written
 * at every start, so a device that travels tells the new zone.
 */
export function tellDeviceTimeZone(doc: Document = document) {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (!zone) return;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${timeZoneCookie}=${encodeURIComponent(zone)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
