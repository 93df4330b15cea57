/**
 * When a family would rather the clinic called (ADR 0039): a choice, not free text, so the clinic desk
 * reads it in its own language and nothing else can be written into it. Plain data, so a screen that
 * lists the choices brings no schema with it.
 */
export const preferredTimes = ['any', 'morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof preferredTimes)[number];
