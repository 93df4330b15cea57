import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Engine } from './database.js';
import { foundation } from './migrations/001_foundation.js';
import { invitations } from './migrations/002_invitations.js';
import { economy } from './migrations/003_economy.js';
import { notifications } from './migrations/004_notifications.js';
import { redFlags } from './migrations/005_red_flags.js';
import { consultations } from './migrations/006_consultations.js';
import { contentCatalogue } from './migrations/007_content_catalogue.js';
import { signInSafety } from './migrations/008_sign_in_safety.js';
import { gameApiKeys } from './migrations/009_game_api_keys.js';
import { gameIntegration } from './migrations/010_game_integration.js';
import { googleSignIn } from './migrations/011_google_sign_in.js';
import { googleBrowserBinding } from './migrations/012_google_browser_binding.js';
import { readerLanguage } from './migrations/013_reader_language.js';
import { homeConfigs } from './migrations/014_home_configs.js';
import { contentLibrary } from './migrations/015_content_library.js';
import { webPush } from './migrations/016_web_push.js';
import { textsAndAudit } from './migrations/017_texts_and_audit.js';
import { scheduledWork } from './migrations/018_scheduled_work.js';
import { familyData } from './migrations/019_family_data.js';
import { workflowReminderColumns } from './migrations/020_workflow_reminders.js';
import { knownToTheGame } from './migrations/021_known_to_the_game.js';
import { parentTaskPay } from './migrations/022_parent_task_pay.js';
import { formerMembers } from './migrations/023_former_members.js';
import { redFlagNotices } from './migrations/024_red_flag_notices.js';
import { redFlagLifecycle } from './migrations/025_red_flag_lifecycle.js';
import { earnedTokens } from './migrations/026_earned_tokens.js';
import { notificationTitles } from './migrations/028_notification_titles.js';
import { contactRequests } from './migrations/029_contact_requests.js';

export type EngineMigration = (engine: Engine) => Migration;

/** Migrations in order; names sort the way they run. Never edit one that has shipped: add a new one. */
const migrations: Record<string, EngineMigration> = {
  '001_foundation': foundation,
  '002_invitations': invitations,
  '003_economy': economy,
  '004_notifications': notifications,
  '005_red_flags': redFlags,
  '006_consultations': consultations,
  '007_content_catalogue': contentCatalogue,
  '008_sign_in_safety': signInSafety,
  '009_game_api_keys': gameApiKeys,
  '010_game_integration': gameIntegration,
  '011_google_sign_in': googleSignIn,
  '012_google_browser_binding': googleBrowserBinding,
  '013_reader_language': readerLanguage,
  '014_home_configs': homeConfigs,
  '015_content_library': contentLibrary,
  '016_web_push': webPush,
  '017_texts_and_audit': textsAndAudit,
  '018_scheduled_work': scheduledWork,
  '019_family_data': familyData,
  '020_workflow_reminders': workflowReminderColumns,
  '021_known_to_the_game': knownToTheGame,
  '022_parent_task_pay': parentTaskPay,
  '023_former_members': formerMembers,
  '024_red_flag_notices': redFlagNotices,
  '025_red_flag_lifecycle': redFlagLifecycle,
  '026_earned_tokens': earnedTokens,
  '028_notification_titles': notificationTitles,
  '029_contact_requests': contactRequests,
};

/** Whether every migration this build knows has run on `db` (the readiness check). */
export async function migrationsDone(db: Kysely<any>): Promise<boolean> {
  const ran = await db.selectFrom('kysely_migration').select('name').execute();
  const names = new Set(ran.map((row: { name: string }) => row.name));
  return Object.keys(migrations).every((name) => names.has(name));
}

function migratorFor(db: Kysely<any>, engine: Engine): Migrator {
  return new Migrator({
    db,
    provider: {
      getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(engine)])),
    },
  });
}

function failedIf({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function migrateToLatest(db: Kysely<any>, engine: Engine): Promise<void> {
  failedIf(await migratorFor(db, engine).migrateToLatest());
}

/**
 * Migrates up or down to `name`, the last migration of an earlier release: how the previous release's
 * database in db/fixtures/ is made (db/fixtures/makeReleaseFixture.ts).
 */
export async function migrateTo(db: Kysely<any>, engine: Engine, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`No migration is called ${name}.`);
  failedIf(await migratorFor(db, engine).migrateTo(name));
}
