/** Whether the page counts as a secure context (https, or http on this machine): false on a plain-http LAN address. */
export function setSecureContext(value: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
}

/** Firefox on a computer: a browser on a secure address that installs no web app. */
export const desktopFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Runs `check` in a browser that describes itself as `userAgent`. */
export async function withUserAgent(userAgent: string, check: () => void | Promise<void>) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  try {
    await check();
  } finally {
    delete (navigator as unknown as Record<string, unknown>).userAgent;
  }
}
