import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, storeAuth } from '../../../shared/session';
import { answer, refuse, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { DeleteFamilyModal } from './DeleteFamilyModal';

const preview = {
  p_code: 'F-ABCD1234',
  people: [
    { user_id: 7, role: 'parent' as const, real_name: 'Sam Lee', sign_in: 'sam@example.com' },
    { user_id: 9, role: 'child' as const, real_name: 'Mei', sign_in: 'mei-4821' },
  ],
  records: { users: 2, families: 1, coin_ledger: 1200, notifications: 30 },
};

afterEach(() => vi.unstubAllGlobals());

async function open() {
  const onClose = vi.fn();
  renderWithProviders(<DeleteFamilyModal onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Delete your family for good?' });
  await within(dialog).findByText('Sam Lee');
  return { dialog, onClose };
}

describe('deleting the family', () => {
  it('names every account and counts the records, and waits for the family code before deleting', async () => {
    storeAuth({
      user_id: 7,
      family_id: 1,
      p_code: 'P-1',
      token: 't',
      persistent_token: 'p',
      real_name: 'Sam Lee',
      webapp_version_key: null,
      email: 'sam@example.com',
      hospital: null,
    });
    const sent = stubGateway((body) =>
      body.cmd === 'ParentFamilyData.deletionPreview'
        ? answer(body.cmd, preview)
        : answer('ParentFamilyData.deleteFamily', { deleted_people: 2, deleted_records: 1234 }),
    );
    const { dialog } = await open();
    expect(within(dialog).getByText('(parent, sam@example.com)')).toBeTruthy();
    expect(within(dialog).getByText('(child, mei-4821)')).toBeTruthy();
    expect(within(dialog).getByText(/1,233 records in all/)).toBeTruthy();
    const remove = within(dialog).getByRole('button', { name: 'Delete for good' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type your family code F-ABCD1234 to confirm'), { target: { value: ' f-abcd1234 ' } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(getSession().token).toBeFalsy());
    expect(sent.at(-1)).toMatchObject({ cmd: 'ParentFamilyData.deleteFamily', confirm_code: ' f-abcd1234 ' });
  });

  it("shows the server's verdict on the code in the field, and keeps the family", async () => {
    stubGateway((body) =>
      body.cmd === 'ParentFamilyData.deletionPreview'
        ? answer(body.cmd, preview)
        : refuse('validation_failed', {
            errors: [{ field: 'confirm_code', message: 'Type your family code exactly as shown to confirm' }],
          }),
    );
    const { dialog, onClose } = await open();
    fireEvent.change(within(dialog).getByLabelText('Type your family code F-ABCD1234 to confirm'), { target: { value: 'F-ABCD1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('Type your family code exactly as shown to confirm')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep our family' }));
    expect(onClose).toHaveBeenCalled();
  });
});
