import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient, storedEvents } from '../../test/game.js';

describe('POST /api/game/v1/activity refuses the whole batch with 400 and each invalid field, and changes nothing', () => {
  const valid = { event_id: 'ok', child_id: 1, type: 'played', occurred_at: 0 };
  const cases: [string, (now: number) => unknown, string][] = [
    ['no events', () => ({ events: [] }), 'events'],
    [
      '501 events',
      (now) => ({ events: Array.from({ length: 501 }, (_, i) => ({ ...valid, event_id: `e${i}`, occurred_at: now })) }),
      'events',
    ],
    ['events not a list', () => ({ events: 'played' }), 'events'],
    ['an empty event id', (now) => ({ events: [{ ...valid, event_id: ' ', occurred_at: now }] }), 'events.0.event_id'],
    [
      'an event id of 201 characters',
      (now) => ({ events: [{ ...valid, event_id: 'e'.repeat(201), occurred_at: now }] }),
      'events.0.event_id',
    ],
    ['a negative event id', (now) => ({ events: [{ ...valid, event_id: -1, occurred_at: now }] }), 'events.0.event_id'],
    [
      'a child id that is not a positive whole number',
      (now) => ({ events: [{ ...valid, child_id: 1.5, occurred_at: now }] }),
      'events.0.child_id',
    ],
    ['an unknown type', (now) => ({ events: [{ ...valid, type: 'danced', occurred_at: now }] }), 'events.0.type'],
    ['occurred_at as text', () => ({ events: [{ ...valid, occurred_at: '2026-11-23' }] }), 'events.0.occurred_at'],
    [
      'an unknown interaction kind',
      (now) => ({ events: [{ ...valid, type: 'interaction', kind: 'hug', count: 1, occurred_at: now }] }),
      'events.0.kind',
    ],
    [
      'a count of 0',
      (now) => ({ events: [{ ...valid, type: 'interaction', kind: 'npc_chat', count: 0, occurred_at: now }] }),
      'events.0.count',
    ],
    [
      'a count of 1001',
      (now) => ({ events: [{ ...valid, type: 'interaction', kind: 'npc_chat', count: 1001, occurred_at: now }] }),
      'events.0.count',
    ],
    [
      'a skill of 101 characters',
      (now) => ({ events: [{ ...valid, type: 'skill_learned', skill: 's'.repeat(101), occurred_at: now }] }),
      'events.0.skill',
    ],
    [
      'a skill with control characters',
      (now) => ({ events: [{ ...valid, type: 'skill_learned', skill: 'ok\u0007', occurred_at: now }] }),
      'events.0.skill',
    ],
    [
      'a Chinese skill name of 101 characters',
      (now) => ({ events: [{ ...valid, type: 'skill_learned', skill: 'ok', skill_zh: '技'.repeat(101), occurred_at: now }] }),
      'events.0.skill_zh',
    ],
    [
      'a Chinese skill name with control characters',
      (now) => ({ events: [{ ...valid, type: 'skill_learned', skill: 'ok', skill_zh: '技能\u202E', occurred_at: now }] }),
      'events.0.skill_zh',
    ],
    [
      'an empty Chinese skill name',
      (now) => ({ events: [{ ...valid, type: 'skill_learned', skill: 'ok', skill_zh: '  ', occurred_at: now }] }),
      'events.0.skill_zh',
    ],
    [
      'a Chinese skill name that is not text',
      (now) => ({ events: [{ ...valid, type: 'skill_learned', skill: 'ok', skill_zh: 7, occurred_at: now }] }),
      'events.0.skill_zh',
    ],
    [
      'a task without its instance',
      (now) => ({ events: [{ ...valid, type: 'task_completed', occurred_at: now }] }),
      'events.0.task_instance_id',
    ],
    [
      'a reason of 501 characters',
      (now) => ({ events: [{ ...valid, type: 'concern', reason: 'r'.repeat(501), occurred_at: now }] }),
      'events.0.reason',
    ],
    [
      'a heroic act of 0 tokens',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', tokens: 0, reason: 'Helped', occurred_at: now }] }),
      'events.0.tokens',
    ],
    [
      'a heroic act of 101 tokens',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', tokens: 101, reason: 'Helped', occurred_at: now }] }),
      'events.0.tokens',
    ],
    [
      'a heroic act of 2.5 tokens',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', tokens: 2.5, reason: 'Helped', occurred_at: now }] }),
      'events.0.tokens',
    ],
    [
      'a heroic act with its tokens as text',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', tokens: '5', reason: 'Helped', occurred_at: now }] }),
      'events.0.tokens',
    ],
    [
      'a heroic act without tokens',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', reason: 'Helped', occurred_at: now }] }),
      'events.0.tokens',
    ],
    [
      'a heroic act without a reason',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', tokens: 5, reason: ' ', occurred_at: now }] }),
      'events.0.reason',
    ],
    [
      'a heroic act with an empty Chinese reason',
      (now) => ({ events: [{ ...valid, type: 'heroic_act', tokens: 5, reason: 'Helped', reason_zh: '', occurred_at: now }] }),
      'events.0.reason_zh',
    ],
    [
      'a heroic act, second in its batch, with a negative count of tokens',
      (now) => ({
        events: [
          { ...valid, occurred_at: now },
          { ...valid, event_id: 'h', type: 'heroic_act', tokens: -3, reason: 'Helped', occurred_at: now },
        ],
      }),
      'events.1.tokens',
    ],
    [
      'a reason that turns text around',
      (now) => ({ events: [{ ...valid, type: 'concern', reason: 'abc\u202Etxt', occurred_at: now }] }),
      'events.0.reason',
    ],
  ];
  test.for(cases)('%s', async ([, body, field], { t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const now = t.clock.now();
    const made = body(now) as { events?: unknown };
    // The invalid event rides with a valid one, which must not be applied either.
    const events =
      Array.isArray(made.events) && made.events.length > 0 && made.events.length <= 500
        ? [
            ...made.events.map((e: any) => ({ ...e, child_id: e.child_id === 1 ? child.id : e.child_id })),
            { event_id: 'fine', child_id: child.id, type: 'played', occurred_at: now },
          ]
        : made.events;
    const answer = await game.post('/activity', { events });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.reason).toBe('validation_failed');
    expect(answer.body.errors.map((e: any) => e.field)).toContain(field);
    expect(answer.body.msg).toBe(answer.body.errors[0].message);
    expect(await storedEvents(t)).toEqual([]);
    expect(await t.database.db.selectFrom('child_activity_days').select('day').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('token_ledger').select('id').execute()).toEqual([]);
  });

  test('every invalid field of a batch is listed', async ({ t }) => {
    const game = await gameClient(t);
    const now = t.clock.now();
    const answer = await game.post('/activity', {
      events: [
        { event_id: '', child_id: 0, type: 'interaction', kind: 'hug', count: 0, occurred_at: -1 },
        { event_id: 'ok', child_id: 1, type: 'played', occurred_at: now + 3600 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: any) => e.field)).toEqual([
      'events.0.event_id',
      'events.0.child_id',
      'events.0.occurred_at',
      'events.0.kind',
      'events.0.count',
    ]);
  });
});
