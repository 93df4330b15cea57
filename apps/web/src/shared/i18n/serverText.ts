import {
  authMessages,
  contactMessages,
  familyMessages,
  homeConfigMessages,
  protocolMessages,
  redFlagMessages,
  taskMessages,
  validationMessages,
  type ErrorReason,
} from '@t1d/contract';
import { useTranslation } from './useTranslation';
import { i18n } from './i18n';

/**
 * Texts the server sends inside an answer (a field's problem, a seeded location's name) are the
 * contract's constants, so each is translated by a forward table: contract constant → the key of
 * the messages namespace holding it. Anything else is shown as it came.
 */
const contractTexts = {
  validation: validationMessages,
  tasks: taskMessages,
  family: familyMessages,
  auth: authMessages,
  protocol: protocolMessages,
  homeConfig: homeConfigMessages,
  redFlags: redFlagMessages,
  contact: contactMessages,
} as const;

// The locations migration 001 seeds; operators' own names are shown as they typed them.
const seededLocations = {
  Beijing: 'beijing',
  Shanghai: 'shanghai',
  Guangzhou: 'guangzhou',
  Shenzhen: 'shenzhen',
  'Hong Kong': 'hongKong',
  Singapore: 'singapore',
  'United States': 'unitedStates',
  'United Kingdom': 'unitedKingdom',
  Other: 'other',
} as const;

type Section = keyof typeof contractTexts;
type MessageKey =
  | { [S in Section]: `messages:${S}.${keyof (typeof contractTexts)[S] & string}` }[Section]
  | `messages:locations.${(typeof seededLocations)[keyof typeof seededLocations]}`;

const forward = new Map<string, MessageKey>([
  ...Object.entries(contractTexts).flatMap(([section, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `messages:${section}.${key}` as MessageKey] as const),
  ),
  ...Object.entries(seededLocations).map(([name, key]) => [name, `messages:locations.${key}`] as const),
]);

export function messageKey(text: string): MessageKey | null {
  return forward.get(text) ?? null;
}

export function translateMessage(text: string): string {
  const key = messageKey(text);
  return key ? i18n.t(key) : text;
}

/** translateMessage for components: subscribing to i18n makes a language switch re-render them. */
export function useTranslateMessage(): (text: string) => string {
  useTranslation();
  return translateMessage;
}

/** The text of a refusal, in the current language, from its stable code. */
export function reasonText(reason: ErrorReason): string {
  return i18n.t(`messages:reasons.${reason}`);
}

/**
 * What to tell a person about a refusal: its reason's text, except an invalid field, whose own
 * message (a contract constant) says more than "Invalid request". Without a reason, the server's
 * text as it came.
 */
export function refusalText(refusal: { reason: ErrorReason | null; msg: string }): string {
  if (refusal.reason === 'validation_failed' && messageKey(refusal.msg)) return translateMessage(refusal.msg);
  return refusal.reason ? reasonText(refusal.reason) : refusal.msg;
}
