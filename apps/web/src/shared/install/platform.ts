/** The three kinds of device the manual install guide has a part for. */
export type InstallPlatform = 'ios' | 'android' | 'desktop';

/**
 * An iPhone, iPad or iPod, from the browser's own description of itself. iPadOS Safari describes itself
 * as a Mac; only its touch screen tells it apart, so `maxTouchPoints` is read too.
 */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** The device, from the browser's own description of itself. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (isIosDevice(userAgent, maxTouchPoints)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/**
 * Browsers inside another app (Facebook, Instagram, WeChat, LINE, X, Android's WebView): none of them
 * can put a web app on the home screen, whatever the page offers.
 */
export function isInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|Instagram|MicroMessenger|\bLine\/|Twitter|; wv\)/i.test(userAgent);
}

/**
 * Whether the browser has an install entry of its own when the page has no offer to make: every
 * browser on iOS (16.4 and later) and Android does, desktop Chromium (Chrome, Edge, Opera) has
 * 'Install page as app' and Safari on a Mac 'Add to Dock'. Firefox on a computer installs no web app.
 */
export function hasInstallMenu(userAgent: string, maxTouchPoints = 0): boolean {
  if (detectPlatform(userAgent, maxTouchPoints) !== 'desktop') return true;
  return !/Firefox\//i.test(userAgent);
}
