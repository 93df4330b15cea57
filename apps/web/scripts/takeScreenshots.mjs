// Takes the manifests' screenshots (public/screenshots/): the demo family's dashboard on a phone
// (form_factor narrow, 390 × 844 at 2×: 780 × 1688) and on a computer (wide, 1280 × 800), in English
// and in Chinese, from a running server with the demo family:
//
//   npm start                      # or any server of the built app
//   npm run demo                   # creates demo@t1dfamily.example / demo-family-2026
//   node apps/web/scripts/takeScreenshots.mjs [baseUrl]     (default http://localhost:3000)
//
// JPEG at quality 72 keeps each file well under 200 KB. Needs /usr/bin/chromium.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';

const baseUrl = process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000';
const account = {
  email: process.env.DEMO_EMAIL ?? 'demo@t1dfamily.example',
  password: process.env.DEMO_PASSWORD ?? 'demo-family-2026',
};
const outDir = path.resolve(import.meta.dirname, '../public/screenshots');

const formFactors = [
  { name: 'narrow', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'wide', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

/** The storage a returning parent's browser has: the install popup seen, the language chosen. */
const storageFor = (locale) => ({
  cookies: [],
  origins: [
    {
      origin: new URL(baseUrl).origin,
      localStorage: [
        { name: 'installPopupShown', value: '1' },
        { name: 'locale', value: locale },
      ],
    },
  ],
});

async function signIn(page) {
  await page.goto(`${baseUrl}/signup?tab=signin`);
  const form = page.getByRole('tabpanel', { name: /Sign In|登录/ });
  await form.getByLabel(/^(Email|电子邮箱)$/).fill(account.email);
  await form.getByLabel(/^(Password|密码)$/).fill(account.password);
  await form.getByRole('button', { name: /^(Sign In|登录)$/ }).click();
  await page.waitForURL(/\/home$/);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const locale of ['en', 'zh']) {
    for (const { name, ...device } of formFactors) {
      const context = await browser.newContext({ ...device, locale: locale === 'zh' ? 'zh-CN' : 'en', storageState: storageFor(locale) });
      const page = await context.newPage();
      // A morning: the greeting says 'Good Morning' whenever the script runs (the greeting follows the device's clock).
      await page.clock.setFixedTime(new Date('2026-05-12T09:30:00'));
      await signIn(page);
      // The dashboard's cards have their data once the overlay is gone and the network is quiet.
      await page.locator('#top-section').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const file = path.join(outDir, `dashboard-${name}.${locale}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
      console.log(`took ${path.relative(process.cwd(), file)} (${Math.round((await stat(file)).size / 1000)} kB)`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
