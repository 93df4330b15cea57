import { describe, expect } from '../../test/fixture.js';
import { childJoined, listOf, test } from '../../test/notifications.js';
import { expectForeignLikeUnknown, expectInvalid, notFound } from '../../test/walls.js';

describe('ParentNotification.remove', () => {
  test('removes one of the caller own notifications', async ({ t, a, b }) => {
    await childJoined(t, a, b, 2);
    const [first] = (await listOf(t, b)).data;
    const answer = await t.call('ParentNotification.remove', { notificationId: first.id }, b.token);
    expect(answer.body.data).toEqual({ removed: 1 });
    expect((await listOf(t, b)).data.map((n: { id: number }) => n.id)).not.toContain(first.id);
  });

  test('deletes the row and nothing else; removing it again is not found', async ({ t, a, b }) => {
    await childJoined(t, a, b, 2);
    const [newer, older] = (await listOf(t, b)).data.map((n: { id: number }) => n.id);
    const answer = await t.call('ParentNotification.remove', { notificationId: newer }, b.token);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { removed: 1 } });
    const left = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('family_id', '=', a.familyId)
      .where('user_id', '=', b.userId)
      .execute();
    expect(left).toEqual([{ id: older }]);
    const again = await t.call('ParentNotification.remove', { notificationId: newer }, b.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(notFound);
  });

  test("leaves another parent's notification alone", async ({ t, a, b, stranger }) => {
    const aNotification = (await listOf(t, a)).data[0].id;
    expect((await t.call('ParentNotification.remove', { notificationId: aNotification }, b.token)).status).toBe(404);
    expect((await t.call('ParentNotification.remove', { notificationId: aNotification }, stranger.token)).body).toEqual({
      code: 404,
      msg: 'Not found',
      reason: 'not_found',
    });
    expect((await listOf(t, a)).data[0].id).toBe(aNotification);
  });

  test("answers another family's notification exactly like an unknown one, removing nothing", async ({ t, a, b: _ben, stranger }) => {
    const aNotification = (await listOf(t, a)).data[0].id;
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentNotification.remove', { notificationId: id as number }, stranger.token),
      aNotification,
    );
  });

  test('refuses an id that is not a positive whole number, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('ParentNotification.remove', { notificationId: 0 }, parent.token), 'notificationId');
    await expectInvalid(t, () => t.call('ParentNotification.remove', {} as never, parent.token), 'notificationId');
  });
});
