import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoFamilyOf, signInAs } from './support';

/*
 * The dashboard and an article with the keyboard alone: every control Tab reaches shows where the focus
 * is, its whole ring (no box that clips, such as an alert's, cuts it off), and is not hidden under the
 * sticky header or the fixed bottom navigation (WCAG 2.2, 2.4.11); a dialog opened from the keyboard
 * gives the focus back to its opener when Escape closes it, the first one too.
 */

interface Focused {
  name: string;
  ring: boolean;
  /** Whether a box that clips what overflows it (an alert's message, a scrolling row) cuts the ring off. */
  clipped: boolean;
  top: number;
  bottom: number;
  inBars: boolean;
}

/** Where the focus is: its name, whether a ring shows, and its box against the two fixed bars'. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(async (primaryBorder) => {
    const element = document.activeElement as HTMLElement;
    // Read once its focus style has come in (a field's border changes colour over 0.1 s).
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const reach = parseFloat(style.outlineWidth) + Math.max(parseFloat(style.outlineOffset), 0);
    // A box that clips what overflows it cuts the ring off where the ring reaches past its padding box.
    const cutsRing = (clipper: HTMLElement) => {
      const edge = clipper.getBoundingClientRect();
      const [left, top] = [edge.left + clipper.clientLeft, edge.top + clipper.clientTop];
      return (
        box.left - reach < left - 0.5 ||
        box.top - reach < top - 0.5 ||
        box.right + reach > left + clipper.clientWidth + 0.5 ||
        box.bottom + reach > top + clipper.clientHeight + 0.5
      );
    };
    let clipped = false;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body && style.outlineStyle !== 'none';
      parent = parent.parentElement
    ) {
      const overflow = getComputedStyle(parent);
      if ((overflow.overflowX !== 'visible' || overflow.overflowY !== 'visible') && cutsRing(parent)) clipped = true;
    }
    const header = document.querySelector('header')?.getBoundingClientRect();
    const nav = document.querySelector('nav[aria-label]:last-of-type')?.getBoundingClientRect();
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      clipped,
      // An outline or a shadow; a field shows its focus as Mantine does, by a border in the primary colour.
      ring:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        (element.matches('input, select, textarea') && style.borderColor === primaryBorder),
      top: box.top - (header && !element.closest('header') ? header.bottom : 0),
      bottom: (nav && !element.closest('nav') ? nav.top : window.innerHeight) - box.bottom,
      inBars: !!element.closest('header, nav'),
    };
  }, 'rgb(26, 111, 143)');
}

/** Tab from the top of the page to its end: how many controls it reached and those that failed a rule. */
async function tabThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const failed = {
    'no visible focus': [] as string[],
    'focus ring cut off': [] as string[],
    'hidden under the header or the bottom navigation': [] as string[],
  };
  let reached = 0;
  for (let step = 0; step < 120; step++) {
    await page.keyboard.press('Tab');
    const focus = await focused(page);
    if (focus.name.startsWith('body')) break;
    reached += 1;
    if (!focus.ring) failed['no visible focus'].push(focus.name);
    if (focus.clipped) failed['focus ring cut off'].push(focus.name);
    // Scrolled clear of both bars (a control inside a bar is never under it).
    if (!focus.inBars && (focus.top < 0 || focus.bottom < 0))
      failed['hidden under the header or the bottom navigation'].push(
        `${focus.name} (${Math.round(focus.top)}, ${Math.round(focus.bottom)})`,
      );
  }
  return { reached, failed };
}

const noFailures = { 'no visible focus': [], 'focus ring cut off': [], 'hidden under the header or the bottom navigation': [] };

test('Tab walks the dashboard with the focus always shown and never under the bars; a dialog gives the focus back', async ({
  page,
}, testInfo) => {
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await expect(page.getByRole('heading', { name: 'Heroic tokens' })).toBeVisible();
  const { reached, failed } = await tabThrough(page);
  expect(reached).toBeGreaterThan(30);
  expect(failed).toEqual(noFailures);

  // The first dialog this page opens, from the keyboard: Escape closes it and the focus is back on its opener.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Heroic tokens' })).toBeVisible();
  for (const name of ['About Coins earned', 'About Red flags']) {
    const opener = page.getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test('in an article, a link or a button inside a callout shows its whole focus ring', async ({ page }, testInfo) => {
  await signInAs(page, demoFamilyOf(testInfo).parent);
  // The low's article: its red callout links to the severe low's; a missing article's alert holds a button.
  for (const [slug, inAlert] of [
    ['hypoglycaemia', 'a severe low'],
    ['no-such-article', 'Back to the library'],
  ] as const) {
    await page.goto(`/article/${slug}`);
    await expect(page.locator('.mantine-Alert-root').getByText(inAlert)).toBeVisible();
    const { reached, failed } = await tabThrough(page);
    expect(reached).toBeGreaterThan(5);
    expect(failed).toEqual(noFailures);
  }
});
