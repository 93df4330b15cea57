import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { GameKeysPage } from './GameKeysPage';

const live = { name: 'game-production', created_at: 1_790_000_000, last_used_at: null, revoked_at: null };
const old = { name: 'game-2025', created_at: 1_760_000_000, last_used_at: 1_770_000_000, revoked_at: 1_780_000_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the game keys of the console', () => {
  it('shows a new key once, to copy', async () => {
    const sent = stubCommands({
      'OperatorGameKeyHandler.list': () => answer('OperatorGameKeyHandler.list', [live]),
      'OperatorGameKeyHandler.create': () =>
        answer('OperatorGameKeyHandler.create', { ...live, name: 'game-staging', key: 'gk_secret-value-shown-once' }),
    });
    renderWithProviders(<GameKeysPage />);
    expect(await screen.findByRole('listitem', { name: 'game-production' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Key name/ }), { target: { value: 'game-staging' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const made = await screen.findByRole('status', { name: 'Key game-staging created' });
    expect(within(made).getByText('gk_secret-value-shown-once')).toBeTruthy();
    expect(sent.find((body) => body.cmd === 'OperatorGameKeyHandler.create')).toMatchObject({ name: 'game-staging' });
  });

  it('revokes a live key only after asking; a revoked one offers nothing', async () => {
    const sent = stubCommands({
      'OperatorGameKeyHandler.list': () => answer('OperatorGameKeyHandler.list', [live, old]),
      'OperatorGameKeyHandler.revoke': () => answer('OperatorGameKeyHandler.revoke', { ...live, revoked_at: 1_790_000_100 }),
    });
    renderWithProviders(<GameKeysPage />);
    const revoked = await screen.findByRole('listitem', { name: 'game-2025' });
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke game-production' }));
    expect(sent.some((body) => body.cmd === 'OperatorGameKeyHandler.revoke')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorGameKeyHandler.revoke')).toMatchObject({ name: 'game-production' }),
    );
  });

  it('tells a parent the page is for operators', async () => {
    stubCommands({ 'OperatorGameKeyHandler.list': () => refuse('operator_required') });
    renderWithProviders(<GameKeysPage />);
    expect(await screen.findByRole('alert', { name: 'Operator role required' })).toBeTruthy();
  });
});
