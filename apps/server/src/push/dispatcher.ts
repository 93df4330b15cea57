import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import type { PushConfig } from '../pushConfig.js';
import { isAllowedEndpoint } from './endpoints.js';
import { pushesQueued } from './outbox.js';
import { pushMessage } from './payload.js';
import { sendPush, type SendOptions, type SendOutcome } from './send.js';
import { pushTargetOf } from './targets.js';
import type { VapidKeys } from './vapidKeys.js';

export interface DispatcherOptions {
  db: Db;
  clock: Clock;
  config: PushConfig;
  keys: VapidKeys;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Time limit of one post to a push service. */
  timeoutMs?: number;
}

export interface PushDispatcher {
  /** Sends what this process queued since it last looked; called after each answer, costs nothing when nothing was. */
  afterResponse(): void;
  /** Sends every push that is due, whoever queued it; answers, when the outbox has none left that is due, how many it handled. */
  drain(): Promise<number>;
  /** Resolves once everything this process queued has been sent (or put off for a retry): for tests. */
  idle(): Promise<void>;
  /** Starts nothing more, and resolves when what is being sent is done. */
  stop(): Promise<void>;
}

const batchSize = 50;
/** How long a claimed push is left to its dispatcher before another one may take it. */
const claimSeconds = 120;
const maxAttempts = 5;
/** Seconds before attempt n + 1: 30 s, 2 min, 8 min, 32 min. */
const backoff = (attempts: number) => 30 * 4 ** (attempts - 1);
const defaultTtlSeconds = 24 * 3600;

/**
 * Sends the push outbox (ADR 0021): never inside a request, always after the write committed. Each
 * push is claimed in one UPDATE ... RETURNING, so two servers on one database never send it twice;
 * a device whose push service answers 404 or 410 is forgotten; a busy or unreachable service is tried
 * again later, a few times, then the push is given up.
 */
export function createPushDispatcher(options: DispatcherOptions): PushDispatcher {
  const { db, clock, config, log } = options;
  const send: Omit<SendOptions, 'urgency' | 'ttlSeconds'> = {
    vapid: { ...options.keys, subject: config.subject },
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  let seen = pushesQueued();
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const free = (now: number) => (eb: ExpressionBuilder<DatabaseSchema, 'push_outbox'>) =>
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]);

  /** A read first: the sweep nearly always finds nothing, and an empty UPDATE still takes SQLite's write lock. */
  async function anyDue(now: number) {
    const due = await db
      .selectFrom('push_outbox')
      .select('id')
      .where('next_attempt_at', '<=', now)
      .where(free(now))
      .limit(1)
      .executeTakeFirst();
    return due !== undefined;
  }

  async function claim(now: number) {
    return db
      .updateTable('push_outbox')
      .set({ claimed_until: now + claimSeconds, attempts: sql`attempts + 1` })
      .where('id', 'in', (eb) =>
        eb.selectFrom('push_outbox').select('id').where('next_attempt_at', '<=', now).where(free(now)).orderBy('id').limit(batchSize),
      )
      .where(free(now))
      .returning(['id', 'attempts'])
      .execute();
  }

  async function deliver(push: { id: number; attempts: number }, now: number): Promise<void> {
    const row = await db
      .selectFrom('push_outbox as o')
      .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
      .innerJoin('notifications as n', 'n.id', 'o.notification_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('auth_tokens as t', 't.id', 's.session_id')
      .select(['s.id as device_id', 's.endpoint', 's.p256dh', 's.auth', 's.locale', 's.user_id as device_user', 'n.user_id as reader'])
      .select(['n.id as notification_id', 'n.text_key', 'n.params', 't.revoked_at', 't.expires_at', 't.created_at as signed_in_at'])
      .select('u.password_updated_at')
      .where('o.id', '=', push.id)
      .executeTakeFirst();
    // Gone with its device or notification since it was claimed.
    if (!row) return;
    // Pushes are off on this server (PUSH_ENABLED=false): what was queued is dropped, not kept.
    if (!config.enabled) return finish(push.id);
    const signedIn =
      row.signed_in_at !== null &&
      row.revoked_at === null &&
      (row.expires_at ?? 0) > now &&
      (row.password_updated_at === null || row.signed_in_at >= row.password_updated_at);
    if (!signedIn || !isAllowedEndpoint(row.endpoint, config.serviceHosts)) return forgetDevice(row.device_id);
    // The device moved to another parent after this was queued: it is not theirs to read.
    if (row.device_user !== row.reader) return finish(push.id);
    const target = pushTargetOf(row.text_key);
    const message = pushMessage({ id: row.notification_id, text_key: row.text_key, params: row.params }, row.locale);
    const outcome: SendOutcome = await sendPush(row, message, {
      ...send,
      urgency: target?.urgency ?? 'normal',
      ttlSeconds: target?.ttlSeconds ?? defaultTtlSeconds,
    }).catch((error: unknown) => {
      log.error({ err: error, host: new URL(row.endpoint).host }, 'push could not be prepared');
      return 'refused' as const;
    });
    if (outcome === 'sent') {
      await db.updateTable('push_subscriptions').set({ last_success_at: now }).where('id', '=', row.device_id).execute();
      return finish(push.id);
    }
    if (outcome === 'gone') return forgetDevice(row.device_id);
    if (outcome === 'retry' && push.attempts < maxAttempts) {
      await db
        .updateTable('push_outbox')
        .set({ next_attempt_at: now + backoff(push.attempts), claimed_until: null })
        .where('id', '=', push.id)
        .execute();
      return;
    }
    log.warn({ host: new URL(row.endpoint).host, outcome, attempts: push.attempts }, 'push given up');
    return finish(push.id);
  }

  const finish = async (id: number) => {
    await db.deleteFrom('push_outbox').where('id', '=', id).execute();
  };
  // Its pushes go with it (on delete cascade).
  const forgetDevice = async (id: number) => {
    await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  };

  async function drainOnce(): Promise<number> {
    const now = clock.now();
    if (!(await anyDue(now))) return 0;
    const claimed = await claim(now);
    await Promise.all(
      claimed.map((push) =>
        deliver(push, now).catch((error: unknown) => {
          // Left claimed: its claim runs out and a later sweep tries it again.
          log.error({ err: error }, 'push dispatch failed');
        }),
      ),
    );
    return claimed.length;
  }

  function drain(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        for (;;) {
          const claimed = await drainOnce();
          handled += claimed;
          if (claimed < batchSize || stopped) break;
        }
      } while (again && !stopped);
      return handled;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'push outbox could not be read');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    afterResponse() {
      const queued = pushesQueued();
      if (queued === seen) return;
      seen = queued;
      void drain();
    },
    drain,
    async idle() {
      // Lets an answer's onResponse hook run first.
      await new Promise((resolve) => setImmediate(resolve));
      while (running || (pushesQueued() !== seen && !stopped)) {
        if (pushesQueued() !== seen && !stopped) {
          seen = pushesQueued();
          await drain();
        } else await running;
      }
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
