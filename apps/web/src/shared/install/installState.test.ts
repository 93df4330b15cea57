import { describe, expect, it } from 'vitest';
import { canPrompt, detectInstallState, needsGuide, nextInstallState, type InstallEnvironment, type InstallState } from './installState';
import { detectPlatform } from './platform';

const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;]',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
};

const browser = (userAgent: string, more: Partial<InstallEnvironment> = {}): InstallEnvironment => ({
  standalone: false,
  secureContext: true,
  serviceWorker: true,
  userAgent,
  maxTouchPoints: 0,
  offer: false,
  ...more,
});

describe('the install state a page starts in', () => {
  it('is installed when the app runs standalone, whatever else holds', () => {
    expect(detectInstallState(browser(agents.iphoneSafari, { standalone: true }))).toBe('installed');
    expect(detectInstallState(browser(agents.desktopChrome, { standalone: true, offer: true }))).toBe('installed');
  });

  it('offers the browser’s dialog once Chromium has made its offer', () => {
    expect(detectInstallState(browser(agents.androidChrome, { offer: true }))).toBe('promptAvailable');
  });

  it('sends browsers that install from their own menu to it', () => {
    for (const agent of [agents.iphoneSafari, agents.androidChrome, agents.androidFirefox, agents.desktopChrome]) {
      expect(detectInstallState(browser(agent)), agent).toBe('manualInstallRequired');
    }
    expect(detectInstallState(browser(agents.ipadSafari, { maxTouchPoints: 5 }))).toBe('manualInstallRequired');
  });

  it('says when the browser cannot install at all', () => {
    for (const agent of [agents.wechat, agents.facebook, agents.androidWebView, agents.desktopFirefox]) {
      expect(detectInstallState(browser(agent)), agent).toBe('requirementsNotMet');
    }
    expect(detectInstallState(browser(agents.iphoneSafari, { serviceWorker: false }))).toBe('requirementsNotMet');
  });

  it('on a plain-http address, blames the address, whichever the browser', () => {
    for (const agent of [agents.androidChrome, agents.iphoneSafari, agents.desktopChrome, agents.desktopFirefox]) {
      expect(detectInstallState(browser(agent, { secureContext: false, serviceWorker: false })), agent).toBe('insecureAddress');
    }
  });
});

describe('the install state machine', () => {
  const run = (start: InstallState, ...events: Parameters<typeof nextInstallState>[1][]) => events.reduce(nextInstallState, start);

  it('moves from the menu’s way to the dialog when the offer arrives, and on by the answer', () => {
    expect(run('manualInstallRequired', { type: 'offer' })).toBe('promptAvailable');
    expect(run('promptAvailable', { type: 'answered', outcome: 'accepted' })).toBe('accepted');
    expect(run('promptAvailable', { type: 'answered', outcome: 'dismissed' })).toBe('declined');
    expect(run('promptAvailable', { type: 'promptFailed' })).toBe('error');
  });

  it('keeps an answer for the visit, even when a new offer arrives', () => {
    expect(run('promptAvailable', { type: 'answered', outcome: 'dismissed' }, { type: 'offer' })).toBe('declined');
    expect(run('promptAvailable', { type: 'promptFailed' }, { type: 'offer' })).toBe('error');
  });

  it('knows the app installed when the browser says so, and says thanks after an acceptance', () => {
    expect(run('manualInstallRequired', { type: 'appInstalled' })).toBe('installed');
    expect(run('promptAvailable', { type: 'answered', outcome: 'accepted' }, { type: 'appInstalled' })).toBe('accepted');
    expect(run('installed', { type: 'offer' }, { type: 'promptFailed' })).toBe('installed');
  });

  it('shows the dialog’s button only with an offer and nothing installed', () => {
    expect(canPrompt('promptAvailable', true)).toBe(true);
    expect(canPrompt('declined', true)).toBe(true);
    expect(canPrompt('declined', false)).toBe(false);
    expect(canPrompt('accepted', true)).toBe(false);
    expect(canPrompt('installed', true)).toBe(false);
  });

  it('leads an error and the menu’s way to the guide, and nothing else', () => {
    const states: InstallState[] = [
      'installed',
      'promptAvailable',
      'accepted',
      'declined',
      'manualInstallRequired',
      'insecureAddress',
      'requirementsNotMet',
      'error',
    ];
    expect(states.filter(needsGuide)).toEqual(['manualInstallRequired', 'error']);
  });
});

describe('the device the guide opens with', () => {
  it('tells iPhones, iPads, Android and computers apart', () => {
    expect(detectPlatform(agents.iphoneSafari)).toBe('ios');
    expect(detectPlatform(agents.ipadSafari, 5)).toBe('ios');
    expect(detectPlatform(agents.ipadSafari, 0)).toBe('desktop');
    expect(detectPlatform(agents.androidChrome)).toBe('android');
    expect(detectPlatform(agents.desktopFirefox)).toBe('desktop');
  });
});
