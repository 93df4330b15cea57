import type { HomeConfig } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubCommands, type Script } from '../../test/gateway';
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

afterEach(() => vi.unstubAllGlobals());

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
