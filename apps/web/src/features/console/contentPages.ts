/**
 * The console's content library: its list and its editor, as one module (see pages.ts), apart from the
 * console's other screens, which need none of its editors.
 */
export { ContentEditorPage } from './content/ContentEditorPage';
export { ContentPage } from './content/ContentPage';
