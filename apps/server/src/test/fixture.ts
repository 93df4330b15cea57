import { test as base } from 'vitest';
import { runOperatorCommand } from '../cli/operator.js';
import { createTestApp, type Parent, type TestApp, type TestAppOptions } from './testApp.js';

export interface AppFixtures {
  /** How the app is built; a describe block changes it with `test.override({ appOptions })`. */
  appOptions: TestAppOptions;
  /** A fresh app on a fresh database, closed after the test. */
  t: TestApp;
  /** A parent signed up in a new family of `t`. */
  parent: Parent;
  /** A parent of another family, for the walls between families. */
  stranger: Parent;
  /** A parent of a third family who is also an operator (the clinic). */
  operator: Parent;
  /** `t`'s manual clock: it stands still until the test moves it. */
  clock: TestApp['clock'];
}

/** Every server integration test: its own app, database, parent and clock, whatever ran before. */
export const test = base.extend<AppFixtures>({
  appOptions: {},
  t: async ({ appOptions }, use) => {
    const t = await createTestApp(appOptions);
    try {
      await use(t);
    } finally {
      await t.close();
    }
  },
  parent: async ({ t }, use) => {
    await use(await t.newParent());
  },
  stranger: async ({ t }, use) => {
    await use(await t.newParent());
  },
  operator: async ({ t }, use) => {
    const operator = await t.newParent();
    await runOperatorCommand(t.database.db, ['grant', operator.email]);
    await use(operator);
  },
  clock: async ({ t }, use) => {
    await use(t.clock);
  },
});

export { describe, expect } from 'vitest';
