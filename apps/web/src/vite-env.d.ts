/// <reference types="vite/client" />

/** Defined by vite.config.ts. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** 'false' makes the app ask before it takes a new version (the update prompt). */
  readonly VITE_AUTO_UPDATE?: string;
}
