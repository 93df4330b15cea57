import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import puppeteer from 'puppeteer-core';
import { launcherChromiumFlags, playwrightChromiumArgs, playwrightsFeaturesOff, puppeteerChromiumArgs } from './chromiumFlags.mjs';

/**
 * The features the installed Playwright turns off, read from its own code (chromiumSwitches.ts, bundled):
 * its list is not exported, and Chromium keeps only the last --disable-features it is given.
 */
function installedPlaywrightsFeaturesOff(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's list of features it turns off was not found: read its chromiumSwitches.ts");
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]);
}

const disabled = (flags: string[]) => {
  const all = flags.filter((flag) => flag.startsWith('--disable-features='));
  expect(all).toHaveLength(1);
  return all[0].slice('--disable-features='.length).split(',');
};

describe('the Chromium flags of the journeys and the measurements', () => {
  it("carry every feature the installed Playwright turns off itself, as theirs replace Playwright's", () => {
    const installed = installedPlaywrightsFeaturesOff();
    expect(installed.length).toBeGreaterThan(5);
    expect(playwrightsFeaturesOff).toEqual(installed);
    expect(disabled(playwrightChromiumArgs)).toEqual(expect.arrayContaining([...installed, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it("carry every feature chrome-launcher turns off itself, for Lighthouse's Chromium", () => {
    const features = disabled(launcherChromiumFlags());
    expect(features).toEqual(
      expect.arrayContaining(['Translate', 'OptimizationHints', 'RenderDocument', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
    expect(launcherChromiumFlags()).toEqual(expect.arrayContaining(['--headless=new', '--no-sandbox', '--disable-background-networking']));
  });

  it("keep puppeteer's own features off beside ours, for the engines' Chromium", () => {
    const args = puppeteer.defaultArgs({ args: [...puppeteerChromiumArgs], headless: true });
    expect(disabled(args)).toEqual(expect.arrayContaining(['Translate', 'OptimizationHints', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    expect(args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-background-networking']));
  });
});
