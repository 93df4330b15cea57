import { loadLibraryFiles } from '../content/libraryFiles.js';
import { syncLibrary } from '../content/librarySync.js';
import { loadProgramContent, syncProgramContent } from '../content/programContent.js';
import { openDatabase, withStartLock, type Database, type OpenOptions } from '../db/database.js';
import { systemClock } from '../domain/clock.js';
import { loadBundledTexts } from '../texts/bundledTexts.js';
import { syncTexts } from '../texts/textSync.js';

/**
 * Brings what ships in the repository into the database: the program's content, the library's
 * articles and the interface texts. Each sync keeps what an operator changed (see each area's file);
 * servers starting at once take turns, like their migrations.
 */
export async function syncBundledContent(database: Pick<Database, 'db' | 'engine'>, now: number): Promise<void> {
  await withStartLock(database, async () => {
    await syncProgramContent(database.db, loadProgramContent(), now);
    await syncLibrary(database.db, loadLibraryFiles(), now);
    await syncTexts(database.db, loadBundledTexts(), now);
  });
}

/**
 * The database a server, a command-line tool or the tests' template works on: migrated (the database
 * layer's part) and holding the bundled content (this step's part, so the database layer knows no area).
 */
export async function openAppDatabase(url: string, options: Omit<OpenOptions, 'migrate'> = {}): Promise<Database> {
  const database = await openDatabase(url, options);
  try {
    await syncBundledContent(database, systemClock.now());
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
