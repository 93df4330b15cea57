import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { installPopupSeen } from './installPopupSeen';
import { makeCertificate, startJourneyNginx, type JourneyAddresses } from './journeyNginx';
import { OwnServer } from './ownServer';
import { controlledByWorker, newEmail, signUp } from './support';

/*
 * A hospital's deployment (ADR 0037): Debian's nginx with deploy/nginx.conf terminates TLS in front of
 * a production server of the journey's own (PUBLIC_URL https, TRUST_PROXY=loopback). A parent signs
 * up through it; the app is the installable, offline-capable app over the proxy; its login is a Secure
 * cookie that outlives the browser; and the sign-in limit counts each family's own address, not the
 * proxy's.
 */
const base = Number(process.env.E2E_PORT ?? 3210);
const ports = { tlsPort: base + 20, redirectPort: base + 21, appPort: base + 22 };
const origin = `https://localhost:${ports.tlsPort}`;

/**
 * The deployment: the app's server, its database in `work`, and nginx with its files in `proxyDir`
 * (handed to an unprivileged account when the journeys run as root, journeyNginx.ts). Made in
 * beforeAll, not as the file loads: the runner loads it to list the tests, and would leave them behind.
 */
function deployment() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-behind-proxy-'));
  const proxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-nginx-'));
  const at: JourneyAddresses = { ...ports, certificate: path.join(proxyDir, 'certificate.pem'), key: path.join(proxyDir, 'key.pem') };
  const server = new OwnServer(at.appPort, path.join(work, 'app.db'), {
    PUBLIC_URL: origin,
    TRUST_PROXY: 'loopback',
    HOST: '127.0.0.1',
    // Two sign-in attempts a minute per client address: the third from one address is refused.
    SIGNIN_PER_MINUTE: '2',
  });
  return { work, proxyDir, at, server, spkiHash: makeCertificate(at.certificate, at.key), nginx: null as ChildProcess | null };
}

let deployed: ReturnType<typeof deployment> | undefined;

/** A client of the proxy that is not a browser: the test itself, past the throwaway certificate. */
async function proxyClient(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
}

test.beforeAll(async ({ playwright }) => {
  const setUp = deployment();
  deployed = setUp;
  await setUp.server.start();
  const nginx = startJourneyNginx(setUp.proxyDir, setUp.at);
  setUp.nginx = nginx;
  let nginxErrors = '';
  nginx.stderr!.on('data', (chunk) => (nginxErrors += chunk));
  const client = await proxyClient(playwright);
  await expect
    .poll(async () => (await client.get('/api/health').catch(() => null))?.status() ?? nginxErrors, { timeout: 30_000 })
    .toBe(200);
  await client.dispose();
});

test.afterAll(async () => {
  if (!deployed) return;
  const { nginx, server, work, proxyDir } = deployed;
  if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve).kill('SIGTERM'));
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(proxyDir, { recursive: true, force: true });
});

// The service worker through the proxy is part of what this journey proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a parent reaches the app through the hospital’s HTTPS proxy, and each family keeps its own sign-in limit', async ({
  playwright,
  launchOptions,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // A profile of its own: Chromium judges installability only outside an incognito context. The certificate
  // is trusted by its public key's hash (--ignore-certificate-errors-spki-list, which needs a profile
  // directory): Chromium then treats the connection as secure, and registers the service worker, which it
  // refuses over a connection whose certificate error is merely ignored (ignoreHTTPSErrors).
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--ignore-certificate-errors-spki-list=${deployed!.spkiHash}`],
    baseURL: origin,
  });
  await context.addInitScript(() => localStorage.setItem('installPopupShown', '1'));
  const page = context.pages()[0] ?? (await context.newPage());

  await test.step('sign-up and the dashboard, through the proxy', async () => {
    await signUp(page, newEmail('behind-proxy'));
    await page.goto('/home');
    await expect(page.locator('main section[id]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading your personalized experience...')).toHaveCount(0);
  });

  await test.step('the service worker controls the page, and Chromium finds the app installable', async () => {
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  });

  await test.step('the chat’s answer is streamed through the proxy', async () => {
    await page.goto('/ai-chat');
    const box = page.getByLabel('Your question');
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/chat/stream'));
    await box.fill('what is the rule of 15?');
    await box.press('Enter');
    expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
    const answers = page.getByRole('log', { name: 'Conversation with the library' }).locator('[data-answer]');
    await expect(answers.last().getByText("Answered from the library's passages")).toBeVisible();
  });

  const login = (await context.cookies()).find((cookie) => cookie.name === 'parent_persistent_token');
  await test.step('the login is a Secure, HttpOnly cookie that lasts beyond the browser', async () => {
    expect(login).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(login!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  });

  const { cookies } = await context.storageState();
  await test.step('closed and opened again with its cookies, the browser is signed in', async () => {
    await context.close();
    const reopened = await browser.newContext({
      baseURL: origin,
      ignoreHTTPSErrors: true,
      // The cookies only: the session token the page kept is gone, so the cookie alone signs the parent in.
      storageState: { ...installPopupSeen(origin), cookies },
    });
    const again = await reopened.newPage();
    await again.goto('/');
    await again.getByRole('button', { name: "Let's Go!" }).click();
    await expect(again).toHaveURL(/\/home$/);
    await reopened.close();
  });

  await test.step("a first visit to the dashboard names the dashboard's files in the page, and every file named arrives", async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const device = await browser.newContext({
        baseURL: origin,
        ignoreHTTPSErrors: true,
        locale,
        storageState: { ...installPopupSeen(origin), cookies },
      });
      const page = await device.newPage();
      const fetched = new Map<string, number>();
      page.on('response', (response) => {
        if (response.url().includes('/assets/')) fetched.set(new URL(response.url()).pathname, response.status());
      });
      const shell = await (await page.goto('/home'))!.text();
      const named = [
        ...shell.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g),
      ].map((match) => match[1]!);
      expect(
        named.some((file) => /\/assets\/HomeScreen-[\w-]+\.js$/.test(file)),
        locale,
      ).toBe(true);
      expect(
        named.some((file) => /\/assets\/home-[\w-]+\.js$/.test(file)),
        locale,
      ).toBe(true);
      await expect(page.locator('main section[id]').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[role="status"]', { hasText: /Loading your personalized experience|正在加载/ })).toHaveCount(0);
      // Every stylesheet the dashboard added to the page was named in it, so none waited for the shell to run.
      const added = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((style) => new URL(style.href).pathname),
      );
      for (const style of added.filter((file) => !shell.includes(`href="${file}"`))) expect(named, `${locale} ${style}`).toContain(style);
      // Each named file was fetched and answered: none is a file the build no longer has.
      for (const file of named) expect(fetched.get(file), `${locale} ${file}`).toBe(200);
      await device.close();
    }
  });

  await test.step('plain http is sent on to https; hashed files are kept a year, the shell and the worker never', async () => {
    const client = await proxyClient(playwright);
    const plain = await client.get(`http://localhost:${ports.redirectPort}/home`, { maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers()['location']).toBe('https://localhost/home');
    const shell = await client.get('/index.html');
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect((await client.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())![1]!;
    expect((await client.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await client.dispose();
  });

  await test.step('the sign-in limit counts the client the proxy names, not the proxy', async () => {
    // The test stands on this machine, so it names its clients itself; nginx appends its own peer
    // ($proxy_add_x_forwarded_for) and the app, trusting loopback, reads the client before it.
    const client = await proxyClient(playwright);
    const signIn = async (from: string | null) =>
      (
        await client.post('/api/gateway', {
          data: { cmd: 'ParentAuthHandler.signin', email: newEmail('limit'), password: 'not the password' },
          headers: from ? { 'x-forwarded-for': from } : {},
        })
      ).status();
    const first = [await signIn('198.51.100.7'), await signIn('198.51.100.7'), await signIn('198.51.100.7')];
    expect(first).toEqual([400, 400, 429]);
    expect(await signIn('198.51.100.8')).toBe(400);
    expect(await signIn(null)).toBe(400);
    await client.dispose();
  });
});
