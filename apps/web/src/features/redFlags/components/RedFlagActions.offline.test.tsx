import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerAnswered, noteServerUnreachable } from '../../../shared/pwa/connectivity';
import { aRedFlag } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { RedFlagActions } from './RedFlagActions';

// The form's code cannot come: offline where no worker keeps it (ADR 0066).
vi.mock('./HandledForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  noteServerAnswered();
  vi.unstubAllGlobals();
});

describe('"Mark as handled" where its form cannot be fetched', () => {
  it('offline, keeps the flag and its buttons and says a connection is needed; back online, opens the page again to fetch it', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithProviders(<RedFlagActions flag={aRedFlag({ id: 5, state: 'on_it', owner: 'Mei' })} />);
    act(() => noteServerUnreachable());
    fireEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect((await screen.findByRole('alert')).textContent).toBe("This needs a connection. Try again when you're back online.");
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'm on it" })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    act(() => noteServerAnswered());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
