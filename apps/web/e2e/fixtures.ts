import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The journeys' `test`. Every page a journey opens starts without the answers the app saved on the
 * device for offline use (shared/api/savedServerData.ts) and without the dashboard it saved to paint
 * at start (ADR 0045): those are shown first and fetched again, so a check after a reload could
 * otherwise read the device instead of the server. The offline and installed-app journeys keep them
 * with `test.use({ savedAnswers: 'kept' })`.
 */
export const test = base.extend<{ savedAnswers: 'dropped' | 'kept' }>({
  savedAnswers: ['dropped', { option: true }],
  context: async ({ context, savedAnswers }, use) => {
    if (savedAnswers === 'dropped')
      await context.addInitScript(() => {
        localStorage.removeItem('parent_query_cache');
        localStorage.removeItem('parent_last_dashboard');
      });
    await use(context);
  },
});
