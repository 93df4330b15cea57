import { homeSectionIds } from '@t1d/contract';
import { expect, test } from './fixtures';
import { gameRaisesConcern } from './serverTools';
import { clinic, gatewayData, newEmail, signUp, storedToken } from './support';

/*
 * Whatever order a campaign gives the dashboard's sections, an unread red flag is the first thing a
 * parent sees: a banner above them all, and its count on the bottom navigation's Red Flags.
 */
const reason = 'Shared a home address in public chat';

test('a campaign that puts red flags last still shows an unread red flag first', async ({ page, request }, testInfo) => {
  const campaign = `Flags last ${testInfo.project.name} ${Date.now()}`;

  await test.step('the clinic activates a configuration with the red flags at the very bottom', async () => {
    const desk = await gatewayData(request, 'ParentAuthHandler.signin', clinic, null);
    const order = [...homeSectionIds.filter((id) => id !== 'red_flags'), 'red_flags'];
    const sections_config = order.map((id, index) => ({ id, enabled: true, order: index + 1 }));
    const saved = await gatewayData(
      request,
      'ParentHomeConfigHandler.saveConfig',
      { campaign, webapp_version_key: 'v1', sections_config },
      desk.token,
    );
    await gatewayData(request, 'ParentHomeConfigHandler.setActiveConfig', { config_id: saved.config_id }, desk.token);
  });

  await signUp(page, newEmail('flagslast'), `?campaign=${encodeURIComponent(campaign)}`);
  const token = await storedToken(page);
  const child = await gatewayData(request, 'ParentInviteHandler.create_child', { child_name: 'Lin' }, token);
  await gameRaisesConcern(request, child.user_id, reason, testInfo.project.name);

  await test.step('the banner comes before every section, and the card stays last', async () => {
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Red flag: Lin' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(reason);
    await expect(page.getByText('Loading your personalized experience...')).toHaveCount(0);
    const regions = await page.locator('main section').evaluateAll((all) => all.map((section) => section.id || 'banner'));
    expect(regions[0]).toBe('banner');
    expect(regions.at(-1)).toBe('red-flags-section');
    // Named from its words (the label's and the count's, each a block of its own in the link's column).
    await expect(page.getByRole('link', { name: /^Red Flags ?, 1 unread$/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('red-flag-first.png') });
  });

  await test.step('See what to do leads to the flag; once read, the banner and the count are gone', async () => {
    await page.getByRole('region', { name: 'Red flag: Lin' }).getByRole('link', { name: 'See what to do' }).click();
    await expect(page).toHaveURL(/\/red-flag-and-interventions$/);
    const flag = page.getByRole('listitem').filter({ hasText: reason });
    await flag.getByRole('checkbox', { name: 'Mark as read' }).click();
    await expect(flag.getByRole('checkbox', { name: 'Mark as read' })).toBeDisabled();
    await page.goto('/home');
    await expect(page.locator('#red-flags-section').getByText('No unread red flags found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Red flag: Lin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Red Flags', exact: true })).toBeVisible();
  });

  await test.step("the flag's notification was read with it", async () => {
    const notices = await gatewayData(request, 'ParentNotification.list', { page: 1, perPage: 20, messageType: 'red_flag' }, token);
    expect(notices.data.map((notice: { is_read: boolean }) => notice.is_read)).toEqual([true]);
  });
});
