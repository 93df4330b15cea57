import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

// The install popup is the dialog every first visit opens by itself: these browsers have not seen it yet.
test.use({ storageState: { cookies: [], origins: [] } });

const height = 800;

/** Where the dialog sits on the screen, in whole pixels, once it has stopped moving in. */
async function placeOf(dialog: Locator) {
  const box = await dialog.boundingBox();
  return box && { left: Math.round(box.x), width: Math.round(box.width), bottom: Math.round(box.y + box.height) };
}

test('under 480 px a dialog is a sheet along the bottom edge, the screen’s whole width', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 400, height });
  await page.goto('/signup');
  const dialog = page.getByRole('dialog', { name: 'Keep T1D Family on your home screen' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => placeOf(dialog)).toEqual({ left: 0, width: 400, bottom: height });
  await page.screenshot({ path: testInfo.outputPath('sheet-400.png') });
});

test('from 480 px a dialog stays centred at its own width', async ({ page }) => {
  await page.setViewportSize({ width: 480, height });
  await page.goto('/signup');
  const dialog = page.getByRole('dialog', { name: 'Keep T1D Family on your home screen' });
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => {
      const place = await placeOf(dialog);
      // Centred: as much room on either side, less than the screen wide, off the bottom edge.
      return (
        place && { centred: Math.abs(place.left * 2 + place.width - 480) <= 1, narrower: place.width < 480, floats: place.bottom < height }
      );
    })
    .toEqual({ centred: true, narrower: true, floats: true });
});
