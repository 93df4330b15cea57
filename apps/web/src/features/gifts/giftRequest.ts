/**
 * A new name for one tap on 'Send gift' (GiftApi.send's request_id: 8 to 64 of [A-Za-z0-9_-]). The
 * server sends one gift per name, so a double tap or a retry of the same tap spends once.
 */
export function newRequestId(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
