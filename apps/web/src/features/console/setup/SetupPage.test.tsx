import type { UnconfiguredItem } from '@t1d/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { SetupPage } from './SetupPage';

const single = (id: UnconfiguredItem['id']): UnconfiguredItem => ({ id, missing: null, total: null });

/** A hospital's first day: no community, no care-plan pages, no episode video, no game yet. */
const firstDay: UnconfiguredItem[] = [
  single('community_address'),
  single('booking_page'),
  single('referral_page'),
  { id: 'episode_videos', missing: 1_208, total: 1_210 },
  single('game_key'),
  single('game_sign_in'),
];

const stubList = (list: UnconfiguredItem[]) =>
  stubCommands({ 'OperatorSetupHandler.listUnconfigured': () => answer('OperatorSetupHandler.listUnconfigured', { list }) });

afterEach(() => vi.unstubAllGlobals());

describe('what the deployment has not configured', () => {
  it('lists each item with what parents miss and the console place that sets it', async () => {
    stubList(firstDay);
    renderWithProviders(<SetupPage />);
    const list = await screen.findByRole('list', { name: 'Not configured yet' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);

    const community = within(list).getByRole('listitem', { name: 'No community group address' });
    expect(within(community).getByText('The Parent Community card is not shown on the dashboard.')).toBeTruthy();
    expect(within(community).getByRole('link', { name: 'Set the community address' }).getAttribute('href')).toBe(
      '/admin/settings#settings-community',
    );
    const videos = within(list).getByRole('listitem', { name: '1,208 of 1,210 episodes have no video' });
    expect(within(videos).getByRole('link', { name: 'Add videos to the episodes' }).getAttribute('href')).toBe('/admin/content/episodes');
    const referral = within(list).getByRole('listitem', { name: 'No referral page' });
    expect(within(referral).getByRole('link', { name: 'Set the referral page' }).getAttribute('href')).toBe(
      '/admin/settings#desk-urls-title',
    );
    expect(within(list).getByRole('link', { name: 'Create a game key' }).getAttribute('href')).toBe('/admin/game-keys');
    // Only the server's settings hold the game's sign-in page: the item names the setting.
    const signIn = within(list).getByRole('listitem', { name: 'No game sign-in page' });
    expect(within(signIn).queryByRole('link')).toBeNull();
    expect(within(signIn).getByText(/GAME_LOGIN_URL/)).toBeTruthy();
  });

  it('says so in Chinese, with the counts written the same way', async () => {
    await i18n.changeLanguage('zh');
    stubList([{ id: 'episode_videos', missing: 1, total: 8 }, single('default_dashboard')]);
    renderWithProviders(<SetupPage />);
    const videos = await screen.findByRole('listitem', { name: '8 集中有 1 集没有视频' });
    expect(within(videos).getByRole('link', { name: '为剧集添加视频' })).toBeTruthy();
    const dashboard = screen.getByRole('listitem', { name: '没有默认的首页配置' });
    expect(within(dashboard).getByText('没有自己活动的家长会看到应用内置的首页，其中不显示家庭目标。')).toBeTruthy();
    expect(within(dashboard).getByRole('link', { name: '打开首页配置' }).getAttribute('href')).toBe('/admin/home-config');
  });

  it('says when everything is configured', async () => {
    stubList([]);
    renderWithProviders(<SetupPage />);
    expect(await screen.findByText('Everything is configured: parents see every part of the app.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Not configured yet' })).toBeNull();
  });

  it('tells a parent the page is for operators, and leads home', async () => {
    stubCommands({ 'OperatorSetupHandler.listUnconfigured': () => refuse('operator_required') });
    renderWithProviders(<SetupPage />);
    const alert = await screen.findByRole('alert', { name: 'Operator role required' });
    expect(alert.textContent).toContain("Your family's app is on the home page.");
    expect(within(alert).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });
});
