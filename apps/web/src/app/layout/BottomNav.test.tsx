import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSession, storeAuth } from '../../shared/session';
import { signedInParent } from '../../test/fixtures';
import { answer, stubGateway } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { BottomNav } from './BottomNav';

const listCmd = 'RedFlagIntervention.getInterventionsForParentAndChildren';
afterEach(() => {
  forgetSession();
});

describe('the bottom navigation', () => {
  it('carries the unread red flags on Red Flags, in its name too', async () => {
    storeAuth(signedInParent);
    const sent = stubGateway(() => answer(listCmd, { total: 1_204, all_total: 1_300, data: [] }));
    renderWithProviders(<BottomNav />, { path: '/kids-progress' });
    // Named from its words, not an aria-label, so the name holds the words on screen (WCAG 2.5.3); jsdom
    // spaces the name's parts where a browser joins them.
    const link = await screen.findByRole('link', { name: /^Red Flags ?, 1,204 unread$/ });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/home#red-flags-section');
    expect(screen.getByTestId('nav-red-flag-count').textContent).toBe('1,204');
    // The dashboard card's own question: one cached answer serves both.
    expect(sent).toEqual([expect.objectContaining({ cmd: listCmd, page: 1, per_page: 1, unread_only: true })]);
  });

  it('shows no count when nothing is unread, and asks nothing of a visitor who is not signed in', async () => {
    storeAuth(signedInParent);
    stubGateway(() => answer(listCmd, { total: 0, all_total: 4, data: [] }));
    const { unmount } = renderWithProviders(<BottomNav />, { path: '/home' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Red Flags' })).toBeTruthy());
    expect(screen.queryByTestId('nav-red-flag-count')).toBeNull();
    unmount();

    forgetSession();
    const sent = stubGateway(() => answer(listCmd, { total: 3, all_total: 3, data: [] }));
    renderWithProviders(<BottomNav />, { path: '/manual-install-guide' });
    expect(screen.getByRole('link', { name: 'Red Flags' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
