/**
 * The library and the chat name the emergency number of the deployment that serves a family, never a
 * list of other countries' numbers (ADR 0030). Their texts hold this placeholder; every path that gives
 * them to a parent (the library's reads, the chat's search index, citations and own words) fills it in.
 */
export const EMERGENCY_NUMBER_PLACEHOLDER = '{{emergency_number}}';

/** `text` with the deployment's emergency number in place of the placeholder. */
export const withEmergencyNumber = (text: string, emergencyNumber: string): string =>
  text.replaceAll(EMERGENCY_NUMBER_PLACEHOLDER, emergencyNumber);

/** A library text's parent-facing words, the number filled in: a title, a summary and, when it has one, a body. */
export function namingEmergencyNumber<T extends { title: string; summary: string; body?: string }>(text: T, emergencyNumber: string): T {
  const named = {
    ...text,
    title: withEmergencyNumber(text.title, emergencyNumber),
    summary: withEmergencyNumber(text.summary, emergencyNumber),
  };
  if (text.body !== undefined) named.body = withEmergencyNumber(text.body, emergencyNumber);
  return named;
}
