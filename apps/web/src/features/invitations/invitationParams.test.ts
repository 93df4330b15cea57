import type { Invitation } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { invitationDisplayPath } from './invitationForms';
import { parseInvitationParams } from './invitationParams';

// The server builds invitation links on PUBLIC_URL, the origin the app is served from.
const origin = 'https://families.example-hospital.org';

const invitation: Invitation = {
  invite_code: 'inv_Abc_123',
  invitee_email: 'grandma+kids@example.com',
  role: 'parent',
  child_name: null,
  child_login_name: null,
  expires_at: 1_700_000_000,
  invite_url: `${origin}/signup?invite_code=inv_Abc_123&email=grandma%2Bkids%40example.com`,
  email_sent: false,
};

const searchOf = (path: string) => path.slice(path.indexOf('?'));

describe('parseInvitationParams (/invitation-display)', () => {
  it('reads URL-encoded JSON and the type', () => {
    const search = `?invitationData=${encodeURIComponent(JSON.stringify(invitation))}&invitationType=parent`;
    expect(parseInvitationParams(search, origin)).toEqual({ data: invitation, type: 'parent', foreign: false });
  });

  it('round-trips the path the app navigates to, odd characters included', () => {
    const named = {
      ...invitation,
      role: 'child' as const,
      child_name: 'Mei & "Bo" 小明 50%',
      invitee_email: null,
      invite_url: `${origin}/child-signup?invite_code=inv_Abc_123`,
    };
    expect(parseInvitationParams(searchOf(invitationDisplayPath(named)), origin)).toEqual({ data: named, type: 'child', foreign: false });
  });

  it('defaults the type to child', () => {
    const search = `?invitationData=${encodeURIComponent(JSON.stringify(invitation))}`;
    expect(parseInvitationParams(search, origin).type).toBe('child');
    expect(parseInvitationParams(`${search}&invitationType=admin`, origin).type).toBe('child');
  });

  it.each([
    ['another site', 'https://evil.example/signup?invite_code=inv_Abc_123'],
    ['this host on another port', `${origin.replace(/:\d+$/, '')}:1/signup?invite_code=inv_Abc_123`],
    ['a look-alike host', `${origin}.evil.example/signup?invite_code=inv_Abc_123`],
    ['a user name before the host', origin.replace('//', '//evil.example@') + '/signup?invite_code=inv_Abc_123'],
    ['backslashes', `${origin}\\signup?invite_code=inv_Abc_123`],
    ['another page of this app', `${origin}/token-handler?token=inv_Abc_123`],
    ["a child's sign-up page for a parent", `${origin}/child-signup?invite_code=inv_Abc_123`],
    ['another invite code', `${origin}/signup?invite_code=inv_Other`],
    ['more in the query than the server writes', `${origin}/signup?invite_code=inv_Abc_123&callback_url=https://evil.example`],
    ['a script', 'javascript:alert(1)'],
    ['not a link', 'scan me'],
  ])('shows no invitation whose link leads elsewhere: %s', (_case, inviteUrl) => {
    const search = `?invitationData=${encodeURIComponent(JSON.stringify({ ...invitation, invite_url: inviteUrl }))}&invitationType=parent`;
    expect(parseInvitationParams(search, origin)).toEqual({ data: null, type: 'parent', foreign: true });
  });

  it('shows the link a server on its default, loopback PUBLIC_URL built, on a page opened at another address', () => {
    const onTheNetwork = 'http://192.168.1.20:3000';
    const searchFor = (inviteUrl: string) =>
      `?invitationData=${encodeURIComponent(JSON.stringify({ ...invitation, invite_url: inviteUrl }))}&invitationType=parent`;
    for (const loopback of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const inviteUrl = `${loopback}/signup?invite_code=inv_Abc_123&email=grandma%2Bkids%40example.com`;
      expect(parseInvitationParams(searchFor(inviteUrl), onTheNetwork), loopback).toEqual({
        data: { ...invitation, invite_url: inviteUrl },
        type: 'parent',
        foreign: false,
      });
    }
    // Still only the sign-up page with this invitation's code.
    expect(parseInvitationParams(searchFor('http://localhost:3000/token-handler?token=inv_Abc_123'), onTheNetwork).foreign).toBe(true);
  });

  it.each([
    ['broken JSON', '?invitationData=%7Bnot-json&invitationType=parent'],
    ['a truncated link', `?invitationData=${encodeURIComponent(JSON.stringify(invitation)).slice(0, 40)}&invitationType=parent`],
    ['JSON that is not an invitation', `?invitationData=${encodeURIComponent('{"hello":1}')}&invitationType=parent`],
    ['no data at all', '?invitationType=parent'],
  ])('gives null data and type child for %s', (_case, search) => {
    expect(parseInvitationParams(search, origin)).toEqual({ data: null, type: 'child', foreign: false });
  });
});
