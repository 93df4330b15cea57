/** Whether the page counts as a secure context (https, or http on this machine): false on a plain-http LAN address. */
export function setSecureContext(value: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
}

/** Firefox on a computer: a browser on a secure address that installs no web app. */
export const desktopFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Safari on an iPhone: it installs from its Share menu, and has no install option of its own to point to. */
export const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

/** Runs `check` in a browser that describes itself as `userAgent`. */
export async function withUserAgent(userAgent: string, check: () => void | Promise<void>) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  try {
    await check();
  } finally {
    delete (navigator as unknown as Record<string, unknown>).userAgent;
  }
}
