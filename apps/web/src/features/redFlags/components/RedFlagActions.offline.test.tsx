import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRedFlag } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answerHealth, watchReload } from '../../../test/serverHealth';
import { RedFlagActions } from './RedFlagActions';

// The form's code cannot come: offline where no worker keeps it (ADR 0066).
vi.mock('./HandledForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

/** The server's health answering as `health` does (the browser may still say it is online); the page's reload, watched. */
function serverHealth(health: () => Promise<Response>) {
  answerHealth(health);
  return watchReload();
}

describe('"Mark as handled" where its form cannot be fetched', () => {
  it('where the server cannot be reached, keeps the flag and its buttons and says a connection is needed', async () => {
    const reload = serverHealth(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<RedFlagActions flag={aRedFlag({ id: 5, state: 'on_it', owner: 'Mei' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect((await screen.findByRole('alert')).textContent).toBe("This needs a connection. Try again when you're back online.");
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'm on it" })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('where the server answers, opens the page again to fetch it', async () => {
    const reload = serverHealth(() => Promise.resolve(new Response('{"status":"ok"}')));
    renderWithProviders(<RedFlagActions flag={aRedFlag({ id: 5, state: 'on_it', owner: 'Mei' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
