import { availableSections, homeTextKeys, type HomeConfig } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, stubCommands, type SentBody } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { HomeConfigPage } from './HomeConfigPage';

const spring: HomeConfig = {
  config_id: 3,
  campaign: 'Spring',
  webapp_version_key: 'v1',
  is_active: false,
  sections_config: availableSections.map((section) => ({ id: section.id, enabled: true, order: section.default_order })),
  version_text: [],
  updated_at: 1_700_000_000,
};

function desk(configs: HomeConfig[], extra: Parameters<typeof stubCommands>[0] = {}) {
  return stubCommands({
    'ParentHomeConfigHandler.getAllConfigs': () => answer('ParentHomeConfigHandler.getAllConfigs', configs),
    'ParentHomeConfigHandler.getAvailableSections': () =>
      answer('ParentHomeConfigHandler.getAvailableSections', { sections: availableSections, text_keys: [...homeTextKeys] }),
    ...extra,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the home configuration editor', () => {
  it('reorders with the keyboard alternative, switches a section off and saves exactly that (texts: the journey)', async () => {
    const sent = desk([spring], {
      'ParentHomeConfigHandler.saveConfig': (body: SentBody) =>
        answer('ParentHomeConfigHandler.saveConfig', { ...spring, ...(body as object) } as HomeConfig),
    });
    renderWithProviders(<HomeConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring · Version v1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Red flags up' }));
    expect(screen.getByText('Red flags moved to position 15 of 19.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show Gift Your Child' }));
    const preview = screen.getByRole('region', { name: 'Preview of the dashboard on a phone' });
    expect(within(preview).queryByText('Gift Your Child')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((body) => body.cmd === 'ParentHomeConfigHandler.saveConfig')).toBe(true));
    const saved = sent.find((body) => body.cmd === 'ParentHomeConfigHandler.saveConfig') as unknown as {
      sections_config: { id: string; enabled: boolean; order: number }[];
      version_text: unknown[];
      config_id: number;
    };
    expect(saved.config_id).toBe(3);
    expect(saved.sections_config[14]).toEqual({ id: 'red_flags', enabled: true, order: 15 });
    expect(saved.sections_config[15]).toEqual({ id: 'community_interactions', enabled: true, order: 16 });
    expect(saved.sections_config.find((s) => s.id === 'gift_card')?.enabled).toBe(false);
    expect(saved.version_text).toEqual([]);
  });

  it('says why a save was refused, and deletes only after asking', async () => {
    const sent = desk([spring], {
      'ParentHomeConfigHandler.saveConfig': () => refuse('home_config_taken'),
      'ParentHomeConfigHandler.deleteConfig': () => answer('ParentHomeConfigHandler.deleteConfig', { config_id: 3, deleted: true }),
    });
    renderWithProviders(<HomeConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New configuration' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Version key/ }), { target: { value: 'v1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A configuration for this campaign and version already exists')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring · Version v1' }));
    expect(sent.some((body) => body.cmd === 'ParentHomeConfigHandler.deleteConfig')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.some((body) => body.cmd === 'ParentHomeConfigHandler.deleteConfig')).toBe(true));
  });

  it('tells a parent without the operator role that the page is for operators', async () => {
    stubCommands({
      'ParentHomeConfigHandler.getAllConfigs': () => refuse('operator_required'),
      'ParentHomeConfigHandler.getAvailableSections': () => refuse('operator_required'),
    });
    renderWithProviders(<HomeConfigPage />);
    expect(await screen.findByText('Operator role required')).toBeTruthy();
  });
});
