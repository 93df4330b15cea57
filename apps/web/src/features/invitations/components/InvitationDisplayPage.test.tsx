import type { Invitation } from '@t1d/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
afterEach(() => happyDOM.setURL('http://localhost:3000/'));

const show = (invite_url: string) =>
  renderWithProviders(<InvitationDisplayPage />, { path: invitationDisplayPath(invitation(invite_url)) });

describe('/invitation-display', () => {
  it("shows the link and its QR code when the link is this app's own sign-up page", () => {
    const link = `${window.location.origin}/signup?invite_code=inv_Abc_123`;
    show(link);
    expect(screen.getByRole('heading', { name: 'Parent invitation created' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Invitation link', { exact: true }).value).toBe(link);
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' })).toBeTruthy();
    expect(screen.queryByText('Other phones cannot open this link')).toBeNull();
  });

  it('shows a link built on a loopback PUBLIC_URL, opened at another address, saying other phones cannot open it and naming PUBLIC_URL', () => {
    happyDOM.setURL('http://192.168.1.20:3000/invitation-display');
    const link = 'http://localhost:3000/signup?invite_code=inv_Abc_123';
    show(link);
    expect(screen.getByRole('heading', { name: 'Parent invitation created' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Invitation link', { exact: true }).value).toBe(link);
    expect(screen.getByText('Other phones cannot open this link')).toBeTruthy();
    expect(screen.getByText(/It points at localhost:3000, .*PUBLIC_URL/)).toBeTruthy();
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
