import type { Invitation } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { invitationDisplayPath } from './invitationForms';
import { parseInvitationParams } from './invitationParams';

const invitation: Invitation = {
  invite_code: 'inv_Abc_123',
  invitee_email: 'grandma+kids@example.com',
  role: 'parent',
  child_name: null,
  child_login_name: null,
  expires_at: 1_700_000_000,
  invite_url: 'http://localhost:3100/signup?invite_code=inv_Abc_123&email=grandma%2Bkids%40example.com',
  email_sent: false,
};

const searchOf = (path: string) => path.slice(path.indexOf('?'));

describe('parseInvitationParams (spec section 2, /invitation-display)', () => {
  it('reads URL-encoded JSON and the type', () => {
    const search = `?invitationData=${encodeURIComponent(JSON.stringify(invitation))}&invitationType=parent`;
    expect(parseInvitationParams(search)).toEqual({ data: invitation, type: 'parent' });
  });

  it('round-trips the path the app navigates to, odd characters included', () => {
    const named = { ...invitation, role: 'child' as const, child_name: 'Mei & "Bo" 小明 50%', invitee_email: null };
    expect(parseInvitationParams(searchOf(invitationDisplayPath(named)))).toEqual({ data: named, type: 'child' });
  });

  it('defaults the type to child', () => {
    const search = `?invitationData=${encodeURIComponent(JSON.stringify(invitation))}`;
    expect(parseInvitationParams(search).type).toBe('child');
    expect(parseInvitationParams(`${search}&invitationType=admin`).type).toBe('child');
  });

  it.each([
    ['broken JSON', '?invitationData=%7Bnot-json&invitationType=parent'],
    ['a truncated link', `?invitationData=${encodeURIComponent(JSON.stringify(invitation)).slice(0, 40)}&invitationType=parent`],
    ['JSON that is not an invitation', `?invitationData=${encodeURIComponent('{"hello":1}')}&invitationType=parent`],
    ['no data at all', '?invitationType=parent'],
  ])('gives null data and type child for %s', (_case, search) => {
    expect(parseInvitationParams(search)).toEqual({ data: null, type: 'child' });
  });
});
