import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import smallScreenModal from './smallScreenModal.module.css';

/*
 * Calm, trustworthy colours. Shade 6 is the filled shade (buttons, badges); each one is dark
 * enough for white text to pass WCAG AA (contrast: primary 5.7:1, warning 5.0:1, danger 6.5:1).
 */
const primary: MantineColorsTuple = [
  '#e7f4f8',
  '#cbe6ef',
  '#9dcfe0',
  '#6bb5cf',
  '#439fc0',
  '#2a8db2',
  '#1a6f8f',
  '#135b76',
  '#0e475d',
  '#083443',
];

const warning: MantineColorsTuple = [
  '#fff6e5',
  '#ffe9c2',
  '#fdd48a',
  '#f8bb4f',
  '#f0a126',
  '#d9860f',
  '#a35f05',
  '#874d04',
  '#6a3c03',
  '#4d2b02',
];

const danger: MantineColorsTuple = [
  '#fdeceb',
  '#f9d2cf',
  '#f1a8a2',
  '#e87c74',
  '#df574d',
  '#d23f34',
  '#b3261e',
  '#921f18',
  '#731812',
  '#54110d',
];

/** The smallest text a field may have where a phone's browser would zoom into it (a compact field keeps it). */
export const noZoomFontSize = 'max(16px, 1rem)';

export const theme = createTheme({
  colors: { primary, warning, danger },
  primaryColor: 'primary',
  primaryShade: 6,
  // Keyboard users always see where they are; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    // Forms mark the rare optional field in its label instead of starring the required ones, so a
    // label reads exactly as its text ("Password", not "Password *") to people and to tools.
    // Every field's text is 16 px or more: iOS Safari zooms the page into a smaller one on focus.
    TextInput: { defaultProps: { size: 'md', withAsterisk: false } },
    PasswordInput: { defaultProps: { size: 'md', withAsterisk: false } },
    Textarea: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    // Under 480 px a dialog is a sheet along the bottom edge (smallScreenModal.module.css).
    Modal: {
      defaultProps: { centered: true, radius: 'lg' },
      classNames: { root: smallScreenModal.root, inner: smallScreenModal.inner, content: smallScreenModal.content },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Tabs: { styles: { tab: { fontWeight: 600 } } },
  },
});

// Mantine's default dimmed grey and grey outline (both gray.6, 3.3:1 on white: the grey outline badges'
// text) and error red (red.6, 3.6:1) are too faint for small text; these pass WCAG AA.
const readableGray = '#5a6169';
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': readableGray,
    '--mantine-color-gray-outline': readableGray,
    '--mantine-color-error': danger[6],
  },
  dark: {},
});
