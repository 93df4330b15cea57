/** The storage of a browser that has already seen the install popup (shown once per browser, 1 s after load). */
export function installPopupSeen(origin: string) {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: 'installPopupShown', value: '1' }] }] };
}
