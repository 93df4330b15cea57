import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commandScope } from '../../shared/api';
import { i18n } from '../../shared/i18n';
import { queryClient } from '../../shared/api/queryClient';
import { forgetSession, storeAuth } from '../../shared/session';
import { aRedFlag, signedInParent } from '../../test/fixtures';
import { emergencyNumbersRequest, urgentLearningRequests } from '../../test/emergency';
import { answer, stubCommands, stubGateway, type Script } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { BottomNav } from './BottomNav';

const listCmd = 'RedFlagIntervention.getInterventionsForParentAndChildren';

/**
 * The signed-in parent's gateway: the red flags as `flags` answers them, and what is kept beside every
 * signed-in page once they have answered (ADR 0064).
 */
function signedInWithFlags(flags: NonNullable<Script[typeof listCmd]>) {
  storeAuth(signedInParent);
  return stubCommands({ ...emergencyNumbersRequest(), ...urgentLearningRequests(), [listCmd]: flags });
}
afterEach(async () => {
  forgetSession();
  await i18n.changeLanguage('en');
});

describe('the bottom navigation', () => {
  it('carries the unread red flags on Red Flags, in its name too', async () => {
    const sent = signedInWithFlags(() => answer(listCmd, { total: 1_204, all_total: 1_300, data: [] }));
    renderWithProviders(<BottomNav />, { path: '/kids-progress' });
    // Named from its words, not an aria-label, so the name holds the words on screen (WCAG 2.5.3); jsdom
    // spaces the name's parts where a browser joins them.
    const link = await screen.findByRole('link', { name: /^Red Flags ?, 1,204 unread$/ });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/home#red-flags-section');
    expect(screen.getByTestId('nav-red-flag-count').textContent).toBe('1,204');
    // The dashboard card's own question: one cached answer serves both. Once it has answered, the
    // emergency numbers and the library's urgent set are kept on the device (ADR 0064): the set's list,
    // then each of its articles.
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[0]).toEqual(expect.objectContaining({ cmd: listCmd, page: 1, per_page: 1, unread_only: true }));
    expect(sent.slice(1, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cmd: 'GmsParent.getAppData' }),
        expect.objectContaining({ cmd: 'ContentApi.list', kind: 'article', urgent_only: true }),
      ]),
    );
    expect(sent[3]).toEqual(expect.objectContaining({ cmd: 'ContentApi.get', kind: 'article', slug: 'hypoglycaemia' }));
  });

  it('keeps the red-flag page, the emergency numbers and the urgent articles on the device while a flag is unread, asked once', async () => {
    const unread = aRedFlag({ id: 7, created_at: 1_800_000_500 });
    const sent = signedInWithFlags((body) =>
      answer(
        listCmd,
        body.unread_only
          ? { total: 1, all_total: 2, data: [unread] }
          : { total: 1, all_total: 2, data: [unread, aRedFlag({ id: 6, is_read: true })] },
      ),
    );
    const { unmount } = renderWithProviders(<BottomNav />, { path: '/tasks' });
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(sent.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cmd: 'GmsParent.getAppData' }),
        expect.objectContaining({ cmd: listCmd, page: 1, per_page: 10, unread_only: false }),
        expect.objectContaining({ cmd: 'ContentApi.list', urgent_only: true }),
        expect.objectContaining({ cmd: 'ContentApi.get', slug: 'hypoglycaemia' }),
      ]),
    );
    unmount();

    // Another page of the same visit, the count stale by then: it alone is asked again, in the batch
    // that would carry anything the page's start asked; what is kept is not asked again.
    await queryClient.invalidateQueries({ queryKey: commandScope(listCmd), refetchType: 'none' });
    renderWithProviders(<BottomNav />, { path: '/gift' });
    await waitFor(() => expect(sent).toHaveLength(6));
    await screen.findByRole('link', { name: /^Red Flags ?, 1 unread$/ });
    expect(sent[5]).toMatchObject({ cmd: listCmd, unread_only: true });
    expect(sent).toHaveLength(6);
  });

  it('asks the urgent set again after a switch of language, so that it is read offline in the new one', async () => {
    const sent = signedInWithFlags(() => answer(listCmd, { total: 0, all_total: 0, data: [] }));
    renderWithProviders(<BottomNav />, { path: '/tasks' });
    const urgentReads = () => sent.filter((body) => body.cmd === 'ContentApi.list' || body.cmd === 'ContentApi.get');
    await waitFor(() => expect(urgentReads()).toHaveLength(2));
    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() => expect(urgentReads()).toHaveLength(4));
    expect(urgentReads().slice(2)).toEqual([
      expect.objectContaining({ cmd: 'ContentApi.list', urgent_only: true }),
      expect.objectContaining({ cmd: 'ContentApi.get', slug: 'hypoglycaemia' }),
    ]);
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
