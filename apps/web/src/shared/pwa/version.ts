/** The build's version (vite.config.ts: APP_VERSION, or the package's version). A new one is a new app. */
export const appVersion: string = __APP_VERSION__;
