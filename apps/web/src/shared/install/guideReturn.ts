import { paths } from '../paths';

/** The history state a link to the manual install guide carries: the page its back link returns to. */
export const guideState = (back: string) => ({ back });

/** Where the guide's back link goes: the app's page its link was followed from, or the start page. */
export function guideBack(state: unknown): string {
  const back = typeof state === 'object' && state !== null ? (state as { back?: unknown }).back : undefined;
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : paths.splash();
}
