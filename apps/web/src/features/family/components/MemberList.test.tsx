import type { FamilyMember } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAuth } from '../../../shared/session';
import { answer, stubCommands } from '../../../test/gateway';
import { anAuth } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MemberList } from './MemberList';

const member = (user_id: number, name: string, role: FamilyMember['role']): FamilyMember => ({
  user_id,
  login_name: role === 'child' ? `${name.toLowerCase()}-4821` : null,
  real_name: name,
  name,
  role,
  is_child: role === 'child',
  avatar: null,
});
const family = [member(7, 'Sam', 'parent'), member(8, 'Alex', 'parent'), member(9, 'Mei', 'child')];

afterEach(() => vi.unstubAllGlobals());

describe('the family members', () => {
  it('offers to remove another parent, never the signed-in one nor a child, and asks first', async () => {
    storeAuth(anAuth({ user_id: 7 }));
    let members = family;
    const sent = stubCommands({
      'ParentFamilyHandler.get_members': () => answer('ParentFamilyHandler.get_members', { members }),
      'ParentFamilyHandler.get_family_info': () =>
        answer('ParentFamilyHandler.get_family_info', { family_id: 1, p_code: 'F-1', members_count: 2, children_count: 1, created_at: 0 }),
      'ParentInviteHandler.list_invitations': () =>
        answer('ParentInviteHandler.list_invitations', { invitations: [], total: 0, page: 1, per_page: 10 } as never),
      'ParentFamilyHandler.remove_parent': () => {
        members = family.filter((m) => m.user_id !== 8);
        return answer('ParentFamilyHandler.remove_parent', null);
      },
    });
    renderWithProviders(<MemberList />);
    const remove = await screen.findByRole('button', { name: 'Remove Alex from the family' });
    expect(screen.queryByRole('button', { name: 'Remove Sam from the family' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Mei from the family' })).toBeNull();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this parent from the family?' });
    expect(within(dialog).getByText(/Alex will be signed out everywhere at once/)).toBeTruthy();
    expect(sent.some((body) => body.cmd === 'ParentFamilyHandler.remove_parent')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from family' }));
    await waitFor(() => expect(screen.queryByText('Alex')).toBeNull());
    expect(sent.find((body) => body.cmd === 'ParentFamilyHandler.remove_parent')).toMatchObject({
      cmd: 'ParentFamilyHandler.remove_parent',
      parent_id: 8,
    });
  });
});
