/**
 * The console's screens, as one module: routes load them from here, so the console is one chunk that
 * only operators fetch, and the Mantine components it uses count once towards the 'ui' chunk every
 * parent's page loads (vite.config.ts).
 */
export { AuditPage } from './audit/AuditPage';
export { ContentEditorPage } from './content/ContentEditorPage';
export { ContentPage } from './content/ContentPage';
export { GameKeysPage } from './gameKeys/GameKeysPage';
export { SettingsPage } from './settings/SettingsPage';
export { SetupPage } from './setup/SetupPage';
export { TextsPage, type TextPlaces } from './texts/TextsPage';
