import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, signupSideRequests, refuse, reply, stubCommands } from '../../../test/gateway';
import { anAuth } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AuthPage } from './AuthPage';

const invitation = {
  invite_code: 'inv_Family_42',
  role: 'parent',
  inviter_email: 'first.parent@example.com',
  invitee_email: 'second.parent@example.com',
  child_name: null,
  expires_at: 1_900_000_000,
};

afterEach(() => vi.unstubAllGlobals());

const signUpPanel = () => screen.getByRole('tabpanel', { name: 'Sign Up' });

describe('an invite code in the /signup link', () => {
  it('is checked, stays filled in read-only, names the inviter and selects Sign Up', async () => {
    const sent = stubCommands({
      ...signupSideRequests,
      'ParentInviteHandler.get_invitation': () => reply(200, { code: 200, msg: 'success', data: invitation }),
    });
    renderWithProviders(<AuthPage />, { path: '/signup?tab=signin&invite_code=inv_Family_42&email=second.parent%40example.com' });
    // The link's e-mail is judged by the contract's rules first, which the page fetches for it.
    const panel = await screen.findByRole('tabpanel', { name: 'Sign Up' });
    expect(await within(panel).findByText('Invited by first.parent@example.com')).toBeTruthy();
    const code = within(panel).getByLabelText('Invite Code') as HTMLInputElement;
    expect(code.value).toBe('inv_Family_42');
    expect(code.readOnly).toBe(true);
    expect((within(panel).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('second.parent@example.com');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(sent.find((body) => body.cmd === 'ParentInviteHandler.get_invitation')).toMatchObject({ invite_code: 'inv_Family_42' });
  });

  it('once the account is made with it, says the parent joined, and not that they were already signed in', async () => {
    stubCommands({
      ...signupSideRequests,
      'ParentInviteHandler.get_invitation': () => reply(200, { code: 200, msg: 'success', data: invitation }),
      'ParentAuthHandler.signup': () => answer('ParentAuthHandler.signup', anAuth({ email: 'second.parent@example.com' })),
    });
    renderWithProviders(<AuthPage />, { path: '/signup?invite_code=inv_Family_42&email=second.parent%40example.com' });
    const panel = await screen.findByRole('tabpanel', { name: 'Sign Up' });
    expect(await within(panel).findByText('Invited by first.parent@example.com')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(within(panel).getByLabelText(/^Confirm Password/), { target: { value: 'secret1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText(/you have joined the family of first.parent@example.com/)).toBeTruthy();
    expect(screen.queryByText('You are already signed in')).toBeNull();
  });

  it('a refused code (404) shows "Invalid invite code" and is cleared, so the sign-up goes without it', async () => {
    const sent = stubCommands({
      ...signupSideRequests,
      'ParentInviteHandler.get_invitation': () => refuse('invite_not_found'),
      'ParentAuthHandler.signup': () => refuse('invite_invalid'),
    });
    renderWithProviders(<AuthPage />, { path: '/signup?invite_code=inv_used_1' });
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('Invalid invite code')).toBeTruthy();
    const panel = signUpPanel();
    expect(within(panel).queryByLabelText('Invite Code')).toBeNull();
    expect(within(panel).queryByText(/Invited by/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'parent@example.com' } });
    fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(within(panel).getByLabelText(/^Confirm Password/), { target: { value: 'secret1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent.some((body) => body.cmd === 'ParentAuthHandler.signup')).toBe(true));
    expect(sent.find((body) => body.cmd === 'ParentAuthHandler.signup')).not.toHaveProperty('invite_code');
  });

  it('a check that fails (no answer) shows "Failed to validate invite code" and clears the code', async () => {
    stubCommands({ ...signupSideRequests, 'ParentInviteHandler.get_invitation': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<AuthPage />, { path: '/signup?invite_code=inv_Family_42' });
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('Failed to validate invite code')).toBeTruthy();
    expect(within(signUpPanel()).queryByLabelText('Invite Code')).toBeNull();
  });

  it('a server error (500) is a failed check too, not an invalid code', async () => {
    stubCommands({ ...signupSideRequests, 'ParentInviteHandler.get_invitation': () => reply(500, { code: 500, msg: 'Internal error' }) });
    renderWithProviders(<AuthPage />, { path: '/signup?invite_code=inv_Family_42' });
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('Failed to validate invite code')).toBeTruthy();
  });

  it('a malformed code in the link is ignored without asking the server', () => {
    const sent = stubCommands(signupSideRequests);
    renderWithProviders(<AuthPage />, { path: '/signup?invite_code=inv-not-valid' });
    expect(within(signUpPanel()).queryByLabelText('Invite Code')).toBeNull();
    expect(sent.some((body) => body.cmd === 'ParentInviteHandler.get_invitation')).toBe(false);
  });
});
