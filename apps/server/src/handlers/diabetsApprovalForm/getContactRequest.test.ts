import { describe, expect, test } from '../../test/fixture.js';
import { signedOut, snapshot } from '../../test/walls.js';

describe('DiabetsApprovalForm.getContactRequest', () => {
  test('answers null until the family asks, then the details every parent of the family gave', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    expect((await t.call('DiabetsApprovalForm.getContactRequest', {}, parent.token)).body).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    const asked = t.clock.now();
    await t.call(
      'DiabetsApprovalForm.requestContact',
      { phone: '+1 555 010 4477', preferred_time: 'evening', consent: true },
      parent.token,
    );
    t.clock.advance(90);
    await t.call('DiabetsApprovalForm.requestContact', { phone: '+1 555 010 4478', consent: true }, partner.token);
    const expected = {
      phone: '+1 555 010 4478',
      email: null,
      preferred_time: 'any',
      requested_at: asked,
      updated_at: asked + 90,
      consent_at: asked + 90,
    };
    for (const who of [parent, partner]) {
      expect((await t.call('DiabetsApprovalForm.getContactRequest', {}, who.token)).body.data).toEqual(expected);
    }
  });

  test("never answers another family's details, and changes nothing", async ({ t, parent, stranger }) => {
    await t.call('DiabetsApprovalForm.requestContact', { email: 'ours@example.org', consent: true }, parent.token);
    const before = await snapshot(t);
    const theirs = await t.call('DiabetsApprovalForm.getContactRequest', {}, stranger.token);
    expect(theirs.body.data).toBeNull();
    expect(theirs.raw).not.toContain('ours@example.org');
    expect([(await t.call('DiabetsApprovalForm.getContactRequest', {})).status]).toEqual([401]);
    expect((await t.call('DiabetsApprovalForm.getContactRequest', {})).body).toEqual(signedOut);
    expect(await snapshot(t)).toEqual(before);
  });
});
