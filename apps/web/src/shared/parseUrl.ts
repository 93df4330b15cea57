/**
 * The URL `text` names, or null when it names none. `URL.canParse` would say so without the throw, but
 * Safari has it only from 17: on iOS 16 it throws (scripts/checkBrowserApis.mjs keeps it out).
 */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
