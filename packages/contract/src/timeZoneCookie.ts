// Its own module, free of zod, as localeCookie.ts: the app's shell sets it.

/**
 * The cookie the app keeps the device's time zone in (an IANA name), so that the dashboard the server
 * draws for this device (ADR 0061) greets and dates as the device's clock does. Not HttpOnly and no
 * secret: the app writes it at every start.
 */
export const timeZoneCookie = 'parent_time_zone';
