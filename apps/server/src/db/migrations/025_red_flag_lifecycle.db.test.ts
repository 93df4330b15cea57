import type { Kysely } from 'kysely';
import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { redFlagLifecycle } from './025_red_flag_lifecycle.js';

describe('migration 025: a red flag the family handles together', () => {
  test('starts earlier flags as their history says: raised, seen once read, every period counted', async ({
    t,
    flags: { readingFamily, tokenOf },
  }) => {
    const { family, ids } = await readingFamily();
    const db = t.database.db;
    const readAt = t.clock.now();
    await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[1]!] }, await tokenOf(family.parent));
    t.clock.advance(60);
    await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[1]!, ids[2]!] }, await tokenOf(family.coParent));
    const flags = await db
      .selectFrom('red_flags')
      .select(['id', 'family_id', 'child_id', 'rule', 'period_key', 'created_at'])
      .orderBy('id')
      .execute();

    const migration = redFlagLifecycle(t.database.engine);
    await migration.down!(db as Kysely<any>);
    await migration.up(db as Kysely<any>);

    expect(
      await db.selectFrom('red_flags').select(['id', 'state', 'owner_id', 'state_since', 'reminded_at']).orderBy('id').execute(),
    ).toEqual(
      flags.map((flag) => ({
        id: flag.id,
        state: flag.id === ids[0] ? 'new' : 'seen',
        owner_id: null,
        state_since: flag.created_at,
        reminded_at: null,
      })),
    );
    const steps = await db
      .selectFrom('red_flag_events')
      .select(['red_flag_id', 'family_id', 'child_id', 'actor_id', 'kind', 'tried', 'note', 'period_key', 'at'])
      .orderBy('red_flag_id')
      .orderBy('at')
      .orderBy('id')
      .execute();
    const raised = (flag: (typeof flags)[number]) => ({
      red_flag_id: flag.id,
      family_id: flag.family_id,
      child_id: flag.child_id,
      actor_id: null,
      kind: 'raised',
      tried: '[]',
      note: '',
      period_key: null,
      at: flag.created_at,
    });
    const seen = (flag: (typeof flags)[number], actor: number, at: number) => ({ ...raised(flag), actor_id: actor, kind: 'seen', at });
    const [first, second, third] = ids.map((id) => flags.find((flag) => flag.id === id)!) as [
      (typeof flags)[number],
      (typeof flags)[number],
      (typeof flags)[number],
    ];
    expect(steps).toEqual(
      expect.arrayContaining([
        raised(first),
        raised(second),
        seen(second, family.parent.userId, readAt),
        seen(second, family.coParent.userId, readAt + 60),
        raised(third),
        seen(third, family.coParent.userId, readAt + 60),
      ]),
    );
    expect(steps).toHaveLength(6);
    expect(
      await db
        .selectFrom('red_flag_periods')
        .select(['red_flag_id', 'family_id', 'child_id', 'rule', 'period_key'])
        .orderBy('red_flag_id')
        .execute(),
    ).toEqual(flags.map(({ id, family_id, child_id, rule, period_key }) => ({ red_flag_id: id, family_id, child_id, rule, period_key })));
  });
});
