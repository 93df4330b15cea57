/**
 * What the dashboard's first batch asks when this device has no dashboard to paint (a new device, a
 * kept one that expired or belongs to an older build): every section's read that waits for no other
 * answer. The page's first script asks them with the session while the app's code downloads (ADR
 * 0056), as it asks a painted dashboard's reads (ADR 0046); the reads that need the family's answer
 * (each child's streak) are the app's to ask. `HomeScreen.firstVisit.test.tsx` holds this list to
 * what the dashboard asks: a read the app asks otherwise goes to the server as usual, one it no
 * longer asks is let go.
 *
 * Built into the page's first script (paintOnStart.ts): it imports nothing but storage key names and
 * the locale mapping, and reads the stored user as lastDashboard.ts does.
 */
import { toLocale } from '../i18n/locales';
import { LOCALE_KEY } from '../session/storageKeys';
import { storedUser } from './lastDashboard';
import type { DashboardRead, DashboardReads } from './readAhead';

/** Reads whose query keeps the server's data as it is (readAhead.ts), as the dashboard's hooks ask them. */
const independentReads: DashboardRead['call'][] = [
  { cmd: 'RedFlagIntervention.getInterventionsForParentAndChildren', page: 1, per_page: 1, unread_only: true },
  { cmd: 'ParentAuthHandler.getUserProfile' },
  { cmd: 'ParentHomeConfigHandler.getHomeConfig' },
  { cmd: 'GmsParent.getEmptySections' },
  { cmd: 'ParentNotification.getUnreadCount' },
  { cmd: 'DiabetsApprovalForm.getURLs' },
  { cmd: 'DiabetsApprovalForm.getConsultationOffer' },
  { cmd: 'DiabetsApprovalForm.checkNotifications' },
  { cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 },
  { cmd: 'FamilyGoalsApi.list', page: 1, per_page: 999 },
  { cmd: 'ChildSkills.getChildLearnSkillsLastWeek' },
  { cmd: 'FamilyStreak.getFamilyStreak' },
  { cmd: 'ParentFamilyHandler.get_members', filter_role: 'child' },
  { cmd: 'ParentInteractionsHandler.get_interactions' },
  { cmd: 'FitnessGoalApi.getCategories' },
  { cmd: 'ParentTokensHandler.get_balance', show_token_history: true },
  { cmd: 'ParentTokensHandler.get_company_valuation' },
];

/** The workflow's status: its query makes its own data out of the answer, so the transport answers it. */
const workflowStatus: DashboardRead = { call: { cmd: 'DiabetsApprovalForm.getWorkflowStatus' }, asData: false };

/** The parent's code as sign-in stored it; a session without one asks the profile first (useParentCode). */
function storedParentCode(storage: Storage): string | null {
  const code = storedUser(storage)?.p_code;
  return typeof code === 'string' && code !== '' ? code : null;
}

/**
 * The first batch's reads for the signed-in parent of `storage`, in the language the app will start
 * in; null when that language is not stored yet (a device the app has not started on: nothing to read
 * ahead for).
 */
export function firstVisitReads(storage: Storage): DashboardReads | null {
  const stored = storage.getItem(LOCALE_KEY);
  if (!stored) return null;
  return { locale: toLocale(stored), calls: dashboardFirstReads(storedParentCode(storage)) };
}

/**
 * The dashboard's first batch for a parent with this code (null: the code is not known yet, and the
 * tasks' read is left to the app). The server reads the same for the dashboard it draws (ADR 0061).
 */
export function dashboardFirstReads(parentCode: string | null): DashboardRead[] {
  return [
    ...independentReads.map((call) => ({ call, asData: true })),
    workflowStatus,
    ...(parentCode ? [{ call: { cmd: 'GmsInfluenceApi.getParentTasks', parent_code: parentCode }, asData: true }] : []),
  ];
}
