import type { EngineDriver } from './drivers';

/** The dashboard's sections, each with its 'About …' button, as the demo family has them. */
const sections = [
  'Diabetes care plan',
  'Coins earned',
  'My tasks',
  'Family goals',
  'Habits & skills',
  'Family streak',
  'Community interactions',
  'Red flags',
  'Heroic tokens',
  'Trusted Products',
  'Gift Your Child',
];

export interface JourneyAccount {
  email: string;
  password: string;
}

/**
 * A parent's first minutes in one engine: the splash; sign-up with its validation; signing out; the demo
 * parent's dashboard with every section; the next start, painted from the device (ADR 0045); a task; the red-flag page; the chat's streamed answer; Chinese;
 * a reload that keeps the session and the language; signing out. Throws at the first step that fails.
 */
export async function parentJourney(browser: EngineDriver, newAccount: JourneyAccount, demoParent: JourneyAccount) {
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const shown = await browser.text().catch(() => '');
      const where = await browser.path().catch(() => '?');
      throw new Error(
        `${name}: ${error instanceof Error ? error.message : String(error)}\non ${where}, showing: ${shown.replace(/\s+/g, ' ').slice(0, 400)}`,
        {
          cause: error,
        },
      );
    }
  };
  const expectPath = async (expected: string) => {
    const path = await browser.path();
    if (path !== expected) throw new Error(`on ${path}, not ${expected}`);
  };

  await step('the splash', async () => {
    await browser.goto('/');
    await browser.waitFor("Every day with T1D, you're not doing it alone");
  });
  await step('sign-up says what is missing', async () => {
    await browser.goto('/signup');
    await browser.click('tab', 'Sign Up');
    await browser.click('button', 'Create Account');
    await browser.waitFor('Email is required');
    await browser.waitFor('Password is required');
  });
  await step('sign-up', async () => {
    await browser.type('Email', newAccount.email);
    await browser.type('Password', newAccount.password);
    await browser.type('Confirm Password', newAccount.password);
    await browser.click('button', 'Create Account');
    await browser.click('button', 'Continue');
    await browser.waitFor('Family Members');
    await expectPath('/family-member-management');
  });
  await step('signing out', async () => {
    await browser.goto('/home');
    await browser.click('button', 'Logout');
    await browser.waitFor('Sign In', 'tab');
    await expectPath('/signup');
  });
  await step('the demo parent signs in to the dashboard, with every section', async () => {
    await browser.goto('/signup?tab=signin');
    await browser.type('Email', demoParent.email);
    await browser.type('Password', demoParent.password);
    await browser.click('button', 'Sign In');
    for (const section of sections) await browser.waitFor(`About ${section}`, 'button');
    await expectPath('/home');
  });
  await step('the next start paints the saved dashboard, then hands over to the live one', async () => {
    await browser.waitUntil('the dashboard kept for the next start', "localStorage.getItem('parent_last_dashboard') !== null");
    await browser.reload();
    await browser.waitUntil(
      'the saved dashboard painted, then handed over',
      "document.documentElement.dataset.lastDashboard === 'handed-over' && document.getElementById('last-dashboard') === null",
    );
    await browser.waitUntil('the app’s own page shown', "getComputedStyle(document.getElementById('root')).visibility === 'visible'");
    for (const section of sections) await browser.waitFor(`About ${section}`, 'button');
  });
  await step('a task', async () => {
    await browser.goto('/tasks');
    await browser.click('link', 'Details: Share the care plan with school');
    await browser.waitFor('Back to tasks');
    await browser.waitFor('Share the care plan with school');
    if (!(await browser.path()).startsWith('/task/')) throw new Error('the task did not open');
  });
  await step('the red-flag page', async () => {
    await browser.goto('/red-flag-and-interventions');
    await browser.waitFor('Red flags and interventions');
  });
  await step("the chat's streamed answer", async () => {
    await browser.goto('/ai-chat');
    await browser.type('Your question', 'what is the rule of 15?');
    await browser.click('button', 'Send');
    await browser.waitFor("Answered from the library's passages");
  });
  await step('Chinese', async () => {
    await browser.select('Language', 'zh');
    await browser.waitFor('发送', 'button');
    await browser.waitFor('您的问题', 'field');
  });
  await step('a reload keeps the session and the language', async () => {
    await browser.reload();
    await browser.waitFor('发送', 'button');
    await expectPath('/ai-chat');
  });
  await step('signing out, in Chinese', async () => {
    await browser.goto('/home');
    await browser.click('button', '退出登录');
    await browser.waitFor('登录', 'tab');
    await expectPath('/signup');
  });
}
