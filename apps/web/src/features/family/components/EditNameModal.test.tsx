import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, storeAuth } from '../../../shared/session';
import { refuse, reply, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { EditNameModal, type EditableMember } from './EditNameModal';

const self: EditableMember = {
  user_id: 7,
  role: 'parent',
  real_name: null,
  identifier: 'sam@example.com',
  campaign: 'Spring',
  hospital: 'St Mary',
};
const child: EditableMember = { user_id: 9, role: 'child', real_name: 'Mei', identifier: 'mei-4821' };

afterEach(() => vi.unstubAllGlobals());

/** Renders the modal open; Modal is fetched on first opening, so the dialog is awaited. */
async function open(member: EditableMember) {
  const onClose = vi.fn();
  renderWithProviders(<EditNameModal opened member={member} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
  return { dialog, onClose };
}

describe('the Edit Name modal', () => {
  it('shows the identifier, campaign and hospital', async () => {
    stubGateway(() => reply(200, {}));
    const { dialog } = await open(self);
    expect(within(dialog).getByText('sam@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Spring')).toBeTruthy();
    expect(within(dialog).getByText('St Mary')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Child Login Info' })).toBeNull();
  });

  it('saving an empty trimmed name just closes it, with no call', async () => {
    const sent = stubGateway(() => reply(200, {}));
    const { dialog, onClose } = await open(self);
    fireEvent.change(within(dialog).getByLabelText('Real Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The form's rules come with its first submit.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(0);
  });

  it('saves the signed-in parent’s name and updates the stored user data', async () => {
    storeAuth({
      user_id: 7,
      family_id: 1,
      p_code: 'F-1',
      token: 't',
      persistent_token: 'p',
      real_name: null,
      webapp_version_key: null,
      email: 'sam@example.com',
      hospital: null,
    });
    const updated = { user_id: 7, login_name: null, real_name: 'Sam Lee', name: 'Sam Lee', role: 'parent', is_child: false, avatar: null };
    const sent = stubGateway(() => reply(200, { code: 200, msg: 'success', data: updated }));
    const { dialog, onClose } = await open(self);
    fireEvent.change(within(dialog).getByLabelText('Real Name'), { target: { value: ' Sam Lee ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ cmd: 'ParentFamilyHandler.update_parent_real_name', parent_id: 7, real_name: 'Sam Lee' });
    expect(getSession().user?.real_name).toBe('Sam Lee');
  });

  it('uses the child command, links to the child’s login info, and says so when saving fails', async () => {
    const sent = stubGateway(() => refuse('not_found'));
    const { dialog, onClose } = await open(child);
    expect(within(dialog).getByText('mei-4821')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Child Login Info' }).getAttribute('href')).toBe('/child-login-info/9');
    fireEvent.change(within(dialog).getByLabelText('Real Name'), { target: { value: 'Mei Chen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to update real name')).toBeTruthy();
    expect(sent[0]).toMatchObject({ cmd: 'ParentFamilyHandler.update_child_real_name', child_id: 9, real_name: 'Mei Chen' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
