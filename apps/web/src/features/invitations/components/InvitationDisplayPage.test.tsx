import type { Invitation } from '@t1d/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { invitationDisplayPath } from '../invitationForms';
import { InvitationDisplayPage } from './InvitationDisplayPage';

const invitation = (invite_url: string): Invitation => ({
  invite_code: 'inv_Abc_123',
  invitee_email: null,
  role: 'parent',
  child_name: null,
  child_login_name: null,
  expires_at: 1_700_000_000,
  invite_url,
  email_sent: false,
});

const show = (invite_url: string) =>
  renderWithProviders(<InvitationDisplayPage />, { path: invitationDisplayPath(invitation(invite_url)) });

describe('/invitation-display', () => {
  it("shows the link and its QR code when the link is this app's own sign-up page", () => {
    const link = `${window.location.origin}/signup?invite_code=inv_Abc_123`;
    show(link);
    expect(screen.getByRole('heading', { name: 'Parent invitation created' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Invitation link', { exact: true }).value).toBe(link);
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' })).toBeTruthy();
  });

  it('shows neither the link nor its QR code, nor anything else of it, when the link leads to another site', () => {
    const { container } = show('https://evil.example/signup?invite_code=inv_Abc_123');
    expect(screen.queryByLabelText('Invitation link', { exact: true })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of the invitation link' })).toBeNull();
    expect(screen.queryByText('inv_Abc_123')).toBeNull();
    expect(container.innerHTML).not.toContain('evil.example');
    expect(screen.getByRole('heading', { name: 'This invitation was not made by this app' })).toBeTruthy();
    expect(screen.getByText(/leads somewhere other than this app/)).toBeTruthy();
  });
});
