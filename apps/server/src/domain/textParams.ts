/** The values a stored text key names, kept as a JSON object beside the key (ADR 0007, 0008). */
export type TextParams = Record<string, string | number>;

/** Reads stored values back; unreadable ones render as none rather than failing the whole list. */
export function parseTextParams(json: string): TextParams {
  try {
    return JSON.parse(json) as TextParams;
  } catch {
    return {};
  }
}
