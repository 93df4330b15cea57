import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerIsData } from '../../shared/api/hooks';
import { firstVisitReads } from '../../shared/lastDashboard/firstVisitReads';
import { callKey } from '../../shared/lastDashboard/readAhead';
import { LOCALE_KEY, TOKEN_KEY, USER_KEY } from '../../shared/session/storageKeys';
import { reloadSession } from '../../shared/session/storage';
import { emptyDashboard } from '../../test/dashboard';
import { aProfile } from '../../test/fixtures';
import { stubCommands } from '../../test/gateway';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { HomeScreen } from './HomeScreen';

function signedIn(user: object) {
  localStorage.setItem(TOKEN_KEY, 'a-token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(LOCALE_KEY, 'en');
  reloadSession();
}

describe('the reads a first visit asks before the app’s code (ADR 0056)', () => {
  it('are every read the dashboard asks of a family with no child yet, each kept as the dashboard keeps it', async () => {
    // Signed in as the profile the dashboard then reads.
    const { user_id, family_id, p_code, email } = aProfile();
    signedIn({ user_id, family_id, p_code, email });
    const sent = stubCommands(emptyDashboard);
    const client = testQueryClient();
    renderWithProviders(<HomeScreen />, { path: '/home', client });
    await waitFor(() => expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(0));
    const reads = firstVisitReads(localStorage)!;
    expect(new Set(reads.calls.map(({ call }) => callKey(call)))).toEqual(
      new Set(sent.map(({ token: _session, ...call }) => callKey(call))),
    );
    for (const { call, asData } of reads.calls) {
      const { cmd, ...input } = call;
      const query = client.getQueryCache().find({ queryKey: [cmd, input], exact: true });
      expect(query?.meta?.[answerIsData] === true, cmd).toBe(asData);
    }
  });

  it('leave the tasks to the app when sign-in stored no parent code, and ask nothing before a language is stored', () => {
    signedIn({ user_id: 1, family_id: 1 });
    expect(firstVisitReads(localStorage)!.calls.map(({ call }) => call.cmd)).not.toContain('GmsInfluenceApi.getParentTasks');
    localStorage.removeItem(LOCALE_KEY);
    expect(firstVisitReads(localStorage)).toBeNull();
  });
});
