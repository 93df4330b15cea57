import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The dashboard the server draws into a signed-in first visit's page (ADR 0061). */
const drawingInPage = /<template id="served-dashboard"[^>]*>[\s\S]*?<\/template>/;

/**
 * The journeys' `test`. Every page a journey opens starts without the answers the app saved on the
 * device for offline use (shared/api/savedServerData.ts) and without the dashboard it saved to paint
 * at start (ADR 0045): those are shown first and fetched again, so a check after a reload could
 * otherwise read the device instead of the server. The offline and installed-app journeys keep them
 * with `test.use({ savedAnswers: 'kept' })`.
 *
 * Likewise a page of the dashboard comes without the drawing the server made of it (ADR 0061), which
 * the page would paint, inert, beside the app's own until the app hands over: a check would find each
 * card twice. The journeys of that drawing keep it with `test.use({ serverDrawing: 'kept' })`.
 */
export const test = base.extend<{ savedAnswers: 'dropped' | 'kept'; serverDrawing: 'dropped' | 'kept' }>({
  savedAnswers: ['dropped', { option: true }],
  serverDrawing: ['dropped', { option: true }],
  context: async ({ context, savedAnswers, serverDrawing }, use) => {
    if (savedAnswers === 'dropped')
      await context.addInitScript(() => {
        localStorage.removeItem('parent_query_cache');
        localStorage.removeItem('parent_last_dashboard');
      });
    if (serverDrawing === 'dropped')
      await context.route(
        (url) => url.pathname === '/home',
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          // The body is read decoded: it is sent on without the encoding and length it came with.
          const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
          await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace(drawingInPage, '') });
        },
      );
    await use(context);
  },
});
