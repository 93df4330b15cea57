import { noteBeforeHydration } from './noteBeforeHydration';

/**
 * Marks a button whose tap on a prerendered page, before its code has arrived, is kept
 * (noteBeforeHydration.ts): one such button a page, since the first to take its tap ends the watch.
 */
export const earlyTapAttribute = 'data-early-tap';

const tap = noteBeforeHydration<string>(['click'], (target) => {
  const button = target.closest(`[${earlyTapAttribute}]`);
  return button ? { noted: button.getAttribute(earlyTapAttribute) ?? undefined } : null;
});

/** Starts noting taps on marked buttons; their screen takes them over once it shows. */
export const watchEarlyTaps = () => tap.watch();

/** Whether the marked button `name` was tapped before its screen took the page over, once; watching stops. */
export const takeEarlyTap = (name: string): boolean => tap.take() === name;
