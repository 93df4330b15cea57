import { consoleMessages, textMessages } from '@t1d/contract';
import { i18n, translateMessage } from '../../shared/i18n';

/**
 * The console's own refusals (a text's or a key's problems) are contract constants like the app's
 * (shared/i18n/serverText.ts), but only operators meet them: their words travel with the console's
 * texts, not with every parent's first screen.
 */
const groups = { texts: textMessages, console: consoleMessages } as const;

const forward = new Map<string, string>(
  Object.entries(groups).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `console:serverMessages.${group}.${key}`] as const),
  ),
);

/** A field's problem as the server worded it, in the operator's language. */
export function consoleMessage(text: string): string {
  const key = forward.get(text);
  return key ? i18n.t(key as never) : translateMessage(text);
}
