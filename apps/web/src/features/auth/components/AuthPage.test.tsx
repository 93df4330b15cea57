import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { signupSideRequests, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { AuthPage } from './AuthPage';

beforeEach(() => {
  stubCommands(signupSideRequests);
});
afterEach(() => vi.unstubAllGlobals());

const signUpPanel = () => screen.getByRole('tabpanel', { name: 'Sign Up' });

describe('the sign-up form', () => {
  it('shows each field’s own message under it after an empty submit', async () => {
    renderWithProviders(<AuthPage />, { path: '/signup' });
    const panel = signUpPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText('Email is required')).toBeTruthy();
    expect(within(panel).getByText('Password is required')).toBeTruthy();
    expect(within(panel).getByText('Please confirm your password')).toBeTruthy();
    const email = within(panel).getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the confirmation against the password as you type', async () => {
    renderWithProviders(<AuthPage />, { path: '/signup' });
    const panel = signUpPanel();
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'parent@example.com' } });
    fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'abc' } });
    fireEvent.change(within(panel).getByLabelText(/^Confirm Password/), { target: { value: 'abd' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(panel).getByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Confirm Password/), { target: { value: 'abc' } });
    await waitFor(() => expect(within(panel).queryByText('Passwords do not match')).toBeNull());
  });

  it('shows the messages in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    renderWithProviders(<AuthPage />, { path: '/signup' });
    const panel = screen.getByRole('tabpanel', { name: '注册' });
    fireEvent.click(within(panel).getByRole('button', { name: '创建账户' }));
    expect(await within(panel).findByText('请输入电子邮箱')).toBeTruthy();
    expect(within(panel).getByText('请确认您的密码')).toBeTruthy();
  });

  it('fills read-only invitation fields from the link and ignores a malformed invite code', async () => {
    renderWithProviders(<AuthPage />, { path: '/signup?invite_code=bad-code&campaign=Spring&hospital=St%20Mary' });
    // The link's campaign and hospital are judged by the contract's rules first, which the page fetches for them.
    const panel = await screen.findByRole('tabpanel', { name: 'Sign Up' });
    expect(within(panel).queryByLabelText('Invite Code')).toBeNull();
    const campaign = within(panel).getByLabelText('Campaign') as HTMLInputElement;
    expect(campaign.value).toBe('Spring');
    expect(campaign.readOnly).toBe(true);
    expect((within(panel).getByLabelText('Hospital') as HTMLInputElement).value).toBe('St Mary');
  });

  it('puts the server’s field errors back under the fields', async () => {
    stubCommands({
      ...signupSideRequests,
      'ParentAuthHandler.signup': () =>
        refuse('validation_failed', {
          msg: 'Please enter a valid email address',
          errors: [{ field: 'email', message: 'Please enter a valid email address' }],
        }),
    });
    renderWithProviders(<AuthPage />, { path: '/signup' });
    const panel = signUpPanel();
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'parent@example.com' } });
    fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(within(panel).getByLabelText(/^Confirm Password/), { target: { value: 'secret1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('shows a refused sign-in in the Authentication Error modal', async () => {
    stubCommands({
      ...signupSideRequests,
      'ParentAuthHandler.signin': () => refuse('sign_in_failed'),
    });
    renderWithProviders(<AuthPage />, { path: '/signup?tab=signin' });
    const panel = screen.getByRole('tabpanel', { name: 'Sign In' });
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'parent@example.com' } });
    fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'wrong-password' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(within(dialog).getByText('Sign in failed. Please try again.')).toBeTruthy();
  });

  it('says what each tab does under its greeting: sign-up creates an account, sign-in welcomes a parent back', async () => {
    renderWithProviders(<AuthPage />, { path: '/signup' });
    expect(screen.getByText('Create your account')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back: sign in to your account')).toBeTruthy();
    expect(screen.queryByText('Create your account')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(await screen.findByText('Create your account')).toBeTruthy();
  });
});
