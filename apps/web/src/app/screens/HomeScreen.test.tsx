import type { HomeConfig } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { aRedFlag } from '../../test/fixtures';
import { answer, refuse, stubCommands, type Script } from '../../test/gateway';
import { emptyDashboard } from '../../test/dashboard';
import { renderWithProviders } from '../../test/render';
import { HomeScreen } from './HomeScreen';

const urls = { book_appointment_paid_url: '', doctor_referral_url: '', parent_lesson_plans_url: '', ceo_intro_url: '' };

/** The dashboard of a new family, with the configuration given. */
function dashboard(config: HomeConfig | null, overrides: Script = {}) {
  return stubCommands({
    ...emptyDashboard,
    'ParentHomeConfigHandler.getHomeConfig': () => answer('ParentHomeConfigHandler.getHomeConfig', config),
    ...overrides,
  });
}

const configured = (sections: HomeConfig['sections_config'], version_text: HomeConfig['version_text'] = []): HomeConfig => ({
  config_id: 1,
  campaign: 'Spring',
  webapp_version_key: 'v1',
  is_active: true,
  sections_config: sections,
  version_text,
  updated_at: 0,
});

describe('the configured dashboard', () => {
  it('draws the configuration’s sections in its order, with its reworded title and info text', async () => {
    dashboard(
      configured(
        [
          { id: 'install_app', enabled: true, order: 1 },
          { id: 'top_section', enabled: true, order: 2 },
          { id: 'token_ownership', enabled: false, order: 3 },
        ],
        [
          { text_key: 'install_app.title', en: 'Keep us on your phone', zh: '' },
          { text_key: 'install_app.info', en: 'One tap from your home screen.', zh: '' },
          { text_key: 'top_section.encouragement', en: 'Spring campaign families, welcome!', zh: '' },
        ],
      ),
    );
    renderWithProviders(<HomeScreen />, { path: '/home' });
    const install = await screen.findByRole('region', { name: 'Keep us on your phone' });
    const top = document.getElementById('top-section')!;
    expect(install.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Heroic Token/i })).toBeNull();
    expect(screen.getByText('Spring campaign families, welcome!')).toBeTruthy();
    fireEvent.click(within(install).getByRole('button', { name: 'About Keep us on your phone' }));
    expect(await screen.findByText('One tap from your home screen.')).toBeTruthy();
  });

  it('links sections to their pages, and lesson plans to the clinic’s address once it has one', async () => {
    dashboard(
      configured([
        { id: 'lesson_plans', enabled: true, order: 1 },
        { id: 'gift_card', enabled: true, order: 2 },
        { id: 'juicebox_series', enabled: true, order: 3 },
      ]),
      {
        'DiabetsApprovalForm.getURLs': () =>
          answer('DiabetsApprovalForm.getURLs', { ...urls, parent_lesson_plans_url: 'https://clinic.example/lessons' }),
      },
    );
    renderWithProviders(<HomeScreen />, { path: '/home' });
    const lessons = await screen.findByRole('region', { name: 'Lesson Plans' });
    expect(
      within(lessons)
        .getByRole('link', { name: /Open lesson plans/ })
        .getAttribute('href'),
    ).toBe('https://clinic.example/lessons');
    const gift = screen.getByRole('region', { name: 'Gift Your Child' });
    expect(within(gift).getByRole('link').getAttribute('href')).toBe('/gift');
    const juicebox = screen.getByRole('region', { name: 'Juicebox Series' });
    expect(within(juicebox).getByRole('link').getAttribute('href')).toBe('/juicebox');
  });

  it('shows the loading overlay in the configuration’s words until the configuration is known', async () => {
    dashboard(
      configured([{ id: 'install_app', enabled: true, order: 1 }], [{ text_key: 'loading', en: 'Getting Spring ready...', zh: '' }]),
    );
    renderWithProviders(<HomeScreen />, { path: '/home' });
    expect(screen.getByText('Loading your personalized experience...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading your personalized experience...')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Install the App' })).toBeTruthy();
  });
});

describe('an unread red flag', () => {
  const unreadFlag = (total: number) => ({
    'RedFlagIntervention.getInterventionsForParentAndChildren': () =>
      answer('RedFlagIntervention.getInterventionsForParentAndChildren', {
        total,
        all_total: total + 1,
        data: [aRedFlag({ id: 7, name: 'Jun', reason: 'Jun shared a home address in public chat.' })],
      }),
  });

  it('comes first even when the configuration puts the red flags last, and the card keeps its place', async () => {
    dashboard(
      configured([
        { id: 'top_section', enabled: true, order: 1 },
        { id: 'install_app', enabled: true, order: 2 },
        { id: 'red_flags', enabled: true, order: 3 },
      ]),
      unreadFlag(3),
    );
    renderWithProviders(<HomeScreen />, { path: '/home' });
    const banner = await screen.findByRole('region', { name: 'Red flag: Jun' });
    expect(within(banner).getByText('Jun shared a home address in public chat.')).toBeTruthy();
    expect(within(banner).getByText('and 2 more unread red flags')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'See what to do' }).getAttribute('href')).toBe('/red-flag-and-interventions');
    const top = document.getElementById('top-section')!;
    const card = document.getElementById('red-flags-section')!;
    expect(banner.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Install the App' }).compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is in place before the dashboard shows, so it pushes no card down as the parent reads them', async () => {
    dashboard(configured([{ id: 'install_app', enabled: true, order: 1 }]), unreadFlag(1));
    renderWithProviders(<HomeScreen />, { path: '/home' });
    // Beneath the loading overlay the cards are hidden: no region is exposed until it lifts.
    expect(screen.queryByRole('region', { name: 'Install the App' })).toBeNull();
    const card = await screen.findByRole('region', { name: 'Install the App' });
    // The first moment the cards show, the banner is already above them.
    expect(
      screen.getByRole('region', { name: 'Red flag: Jun' }).compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is not there when every red flag is read', async () => {
    dashboard(configured([{ id: 'red_flags', enabled: true, order: 1 }]));
    renderWithProviders(<HomeScreen />, { path: '/home' });
    expect(await screen.findByText('No unread red flags found.')).toBeTruthy();
    expect(screen.queryByTestId('unread-red-flag-banner')).toBeNull();
  });
});

describe('what the deployment has nothing behind', () => {
  const links = configured([
    { id: 'juicebox_series', enabled: true, order: 1 },
    { id: 'juicebox_community', enabled: true, order: 2 },
    { id: 'lesson_plans', enabled: true, order: 3 },
    { id: 'family_goals', enabled: true, order: 4 },
  ]);
  const emptyAnswer = {
    'GmsParent.getEmptySections': () => answer('GmsParent.getEmptySections', { sections: ['juicebox_series', 'juicebox_community'] }),
  };

  it('is not drawn: no series without videos, no community without its address; the other cards stay', async () => {
    dashboard(links, emptyAnswer);
    renderWithProviders(<HomeScreen />, { path: '/home' });
    expect(await screen.findByRole('region', { name: 'Lesson Plans' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Family goals' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Juicebox Series' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Parent Community' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Join the community|Watch the series/ })).toBeNull();
  });

  it('is not drawn in Chinese either', async () => {
    await i18n.changeLanguage('zh');
    dashboard(links, emptyAnswer);
    renderWithProviders(<HomeScreen />, { path: '/home' });
    expect(await screen.findByRole('region', { name: '课程计划' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '果汁盒系列' })).toBeNull();
    expect(screen.queryByRole('region', { name: '家长社区' })).toBeNull();
  });

  it('draws every card when the deployment’s answer cannot be had, as the dashboard did before asking', async () => {
    dashboard(links, { 'GmsParent.getEmptySections': () => refuse('internal_error') });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    expect(await screen.findByRole('region', { name: 'Juicebox Series' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Parent Community' })).toBeTruthy();
  });
});
