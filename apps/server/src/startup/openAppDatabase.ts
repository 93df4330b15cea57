import { loadLibraryFiles } from '../content/libraryFiles.js';
import { syncLibrary } from '../content/librarySync.js';
import { loadProgramContent, syncProgramContent } from '../content/programContent.js';
import { openDatabase, withStartLock, type Database, type Db, type OpenOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../domain/clock.js';
import { writeFirstHomeConfig } from '../homeConfig/firstConfiguration.js';
import { loadBundledTexts } from '../texts/bundledTexts.js';
import { syncTexts } from '../texts/textSync.js';

/**
 * Brings what ships in the repository into the database: the program's content, the library's
 * articles, the interface texts, and on a new deployment its default dashboard configuration. Each
 * keeps what an operator changed (see each area's file).
 */
async function syncBundledContent(db: Db, now: number): Promise<void> {
  await syncProgramContent(db, loadProgramContent(), now);
  await syncLibrary(db, loadLibraryFiles(), now);
  await syncTexts(db, loadBundledTexts(), now);
  await writeFirstHomeConfig(db, now);
}

/**
 * The database a server, a command-line tool or the tests' template works on: migrated (the database
 * layer's part) and holding the bundled content (this step's part, so the database layer knows no area).
 */
export async function openAppDatabase(url: string, options: Omit<OpenOptions, 'migrate'> = {}): Promise<Database> {
  const database = await openDatabase(url, { ...options, migrate: false });
  try {
    // One start lock for both: servers starting at once take turns, and the later ones find it done.
    await withStartLock(database, async () => {
      await migrateToLatest(database.db, database.engine);
      await syncBundledContent(database.db, systemClock.now());
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
