import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupSideRequests, refuse, reply, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { ChildSignupPage } from './ChildSignupPage';

const childInvitation = {
  invite_code: 'inv_kid_1',
  role: 'child',
  inviter_email: 'mum@example.com',
  invitee_email: 'mei@example.com',
  child_name: 'Mei',
  expires_at: 1_900_000_000,
};

afterEach(() => vi.unstubAllGlobals());

describe('/child-signup', () => {
  it('shows who invited whom, creates the account and tells the child the login name', async () => {
    const sent = stubCommands({
      ...signupSideRequests,
      'ParentInviteHandler.get_invitation': () => reply(200, { code: 200, msg: 'success', data: childInvitation }),
      'ParentAuthHandler.signUpChildINParentApp': () =>
        reply(200, { code: 200, msg: 'success', data: { user_id: 5, login_name: 'mei.chen' } }),
    });
    renderWithProviders(<ChildSignupPage />, { path: '/child-signup?invite_code=inv_kid_1' });
    expect(await screen.findByText('Invited by mum@example.com')).toBeTruthy();
    expect(screen.getByText('This account is for Mei.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'Mei.Chen' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText(/^Your parent's email/), { target: { value: 'mum@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your account is ready!')).toBeTruthy();
    expect(await screen.findByText('mei.chen')).toBeTruthy();
    expect(sent.find((body) => body.cmd === 'ParentAuthHandler.signUpChildINParentApp')).toMatchObject({
      invite_code: 'inv_kid_1',
      username: 'Mei.Chen',
      password: 'secret1',
      parent_email: 'mum@example.com',
    });
  });

  it('an invalid code says so instead of showing the form', async () => {
    stubCommands({ ...signupSideRequests, 'ParentInviteHandler.get_invitation': () => refuse('invite_not_found') });
    renderWithProviders(<ChildSignupPage />, { path: '/child-signup?invite_code=inv_gone' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid invite code')).toBeTruthy();
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
  });

  it('a link without a usable code says it is incomplete', () => {
    stubCommands(signupSideRequests);
    renderWithProviders(<ChildSignupPage />, { path: '/child-signup' });
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
  });
});
