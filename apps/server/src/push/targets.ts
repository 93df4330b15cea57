import { appPaths, type AppPath } from '@t1d/contract';
import type { NotificationTextKey } from '../notifications/texts.js';

export interface PushTarget {
  /** The app's page a tap on the push opens. */
  url: AppPath;
  /** How soon push services should wake the device (RFC 8030). */
  urgency: 'normal' | 'high';
  /** How long the push service keeps it for a device that is off; a day unless said. */
  ttlSeconds?: number;
}

/** The notifications worth a push, and the page each opens (ADR 0021); every other kind stays in the list. */
export const pushTargets: Partial<Record<NotificationTextKey, PushTarget>> = {
  red_flag_raised: { url: appPaths.redFlags, urgency: 'high' },
  red_flag_reopened: { url: appPaths.redFlags, urgency: 'high' },
  // Sent only in the family's daytime (ADR 0031): one delivered hours later could wake them.
  red_flag_reminder: { url: appPaths.redFlags, urgency: 'normal', ttlSeconds: 3600 },
  consultation_appointment_finished: { url: appPaths.doctorReferral, urgency: 'normal' },
  consultation_referral_finished: { url: appPaths.receivedBackpack, urgency: 'normal' },
  // Reminders go out in the family's daytime: one delivered hours later could wake them.
  consultation_reminder_start_doctor_referral: { url: appPaths.doctorReferral, urgency: 'normal', ttlSeconds: 3600 },
  consultation_reminder_confirm_backpack: { url: appPaths.receivedBackpack, urgency: 'normal', ttlSeconds: 3600 },
  invitation_accepted: { url: appPaths.familyMembers, urgency: 'normal' },
};

export function pushTargetOf(textKey: string): PushTarget | undefined {
  return Object.prototype.hasOwnProperty.call(pushTargets, textKey) ? pushTargets[textKey as NotificationTextKey] : undefined;
}
