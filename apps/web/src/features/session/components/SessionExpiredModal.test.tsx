import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginExpiry, resetExpiryForTests } from '../../../shared/api/expiry';
import { renderWithProviders } from '../../../test/render';
import { SessionExpiredModal } from './SessionExpiredModal';

afterEach(() => resetExpiryForTests());

describe('SessionExpiredModal', () => {
  it('opens on tokenExpired with its fixed texts and cannot be escaped', async () => {
    renderWithProviders(<SessionExpiredModal />, { path: '/home' });
    expect(screen.queryByRole('dialog')).toBeNull();
    beginExpiry();
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Your login session has expired. Please sign in again to continue.')).toBeTruthy();
    expect(within(dialog).getByText('Your data is safe and will be restored after signing in')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign In Again' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
