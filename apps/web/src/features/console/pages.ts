/**
 * The console's screens but its content library's (contentPages.ts), its settings (with the
 * consultation's panel, app/consoleScreens.tsx) and the editors with a chunk of their own (the clinic
 * desk, the home configurations), as one module: routes load them from here, so they
 * are one chunk that only operators fetch, and the Mantine components they use count once towards the
 * 'ui' chunk every parent's page loads (vite.config.ts).
 */
export { AuditPage } from './audit/AuditPage';
export { GameKeysPage } from './gameKeys/GameKeysPage';
export { SetupPage } from './setup/SetupPage';
export { TextsPage, type TextPlaces } from './texts/TextsPage';
