/** A button's longer label (and its Chinese) wraps inside the card on a phone instead of running out of it. */
export const wrappingLabel = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  inner: { height: 'auto' },
  label: { whiteSpace: 'normal', height: 'auto', overflow: 'visible', paddingBlock: 8, lineHeight: 1.3 },
} as const;
