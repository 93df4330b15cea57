import { runOperatorCommand } from '../../cli/operator.js';
import { raiseRedFlag } from '../../redFlags/raise.js';
import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

const day = 86_400;

/** A concern about a child, raised at `now`: its own flag, as its words are its own. */
const concern = (t: TestApp, childId: number, reason: string, now = t.clock.now()) =>
  raiseRedFlag(t.database.db, {
    childId,
    rule: 'game_concern',
    periodKey: `moderation:${reason}`,
    textKey: 'game_concern',
    params: { reason },
    now,
  });

describe('OperatorConsultationHandler.listStaleRedFlags', () => {
  test('lists the families with red flags open for more than three days, the longest open first', async ({
    t,
    flags: { setTime, newFamily, nameParents, act, tokenOf },
  }) => {
    setTime('2026-12-01T02:00:00Z');
    const operator = await t.newParent();
    await runOperatorCommand(t.database.db, ['grant', operator.email]);
    await tokenOf(operator);
    const family = await newFamily('Yu');
    await nameParents(family);
    const lan = (await t.call('ParentInviteHandler.create_child', { child_name: 'Lan' }, family.parent.token)).body.data.user_id;
    const familyCode = (await t.call('ParentFamilyHandler.get_family_info', {}, family.parent.token)).body.data.p_code;
    const since = t.clock.now();
    const ids = [await concern(t, family.childId, 'One'), await concern(t, lan, 'Two'), await concern(t, family.childId, 'Three')];
    const stale = async (input: Record<string, unknown> = {}) => {
      const answer = await t.call('OperatorConsultationHandler.listStaleRedFlags', input as never, await tokenOf(operator));
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    expect(await stale()).toEqual({ list: [], total: 0, page: 1, per_page: 20 });

    // Three days on is not more than three days. One flag is handled: it is not waiting. One is taken
    // on: that is not handling it, and the clock still runs from when it was raised.
    t.clock.advance(3 * day);
    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: ids[0], note: 'Talked' });
    await act(family.coParent, 'RedFlagIntervention.takeOn', { interventionId: ids[1] });
    expect((await stale()).total).toBe(0);
    t.clock.advance(1);
    expect(await stale()).toEqual({
      list: [
        {
          family_id: family.parent.familyId,
          family_code: familyCode,
          parents: ['Li Na', 'Wang Wei'],
          children: ['Yu', 'Lan'],
          open_flags: 2,
          oldest_since: since,
        },
      ],
      total: 1,
      page: 1,
      per_page: 20,
    });

    // A second family's flag has been open a day longer: it comes first.
    const second = await newFamily('Mei');
    await concern(t, second.childId, 'Four', since - day);
    t.clock.advance(3 * day);
    const both = await stale();
    expect(both.total).toBe(2);
    expect(both.list.map((row: Record<string, unknown>) => [row.family_id, row.children, row.open_flags, row.oldest_since])).toEqual([
      [second.parent.familyId, ['Mei'], 1, since - day],
      [family.parent.familyId, ['Yu', 'Lan'], 2, since],
    ]);
    expect((await stale({ page: 2, per_page: 1 })).list.map((row: { family_id: number }) => row.family_id)).toEqual([
      family.parent.familyId,
    ]);
  });

  test('answers 403 to a parent and 401 without a session, and refuses paging out of range', async ({ t, operator, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorConsultationHandler.listStaleRedFlags', {}, token), parent);
    await expectInvalid(t, () => t.call('OperatorConsultationHandler.listStaleRedFlags', { page: 0 }, operator.token), 'page');
    await expectInvalid(t, () => t.call('OperatorConsultationHandler.listStaleRedFlags', { per_page: 0 }, operator.token), 'per_page');
  });
});
