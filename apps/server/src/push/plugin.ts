import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';
import { createPushDispatcher, type PushDispatcher } from './dispatcher.js';
import { checkVapid } from './send.js';
import { vapidKeys } from './vapidKeys.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the push outbox; tests wait for it with `idle()`. */
    pushDispatcher: PushDispatcher;
  }
}

/** What the commands tell a device: the key it subscribes with, and whether this server sends pushes. */
export interface PushSettings {
  publicKey: string;
  enabled: boolean;
}

/**
 * Web push for this server (ADR 0021): its VAPID keys (made once and kept in the database unless
 * configured), and the dispatcher, started after each answer whose request queued a push and at
 * start; the scheduled `push-outbox` job sweeps it for pushes another process queued (jobs/definitions.ts).
 */
export async function startPush(app: FastifyInstance, deps: { db: Db; clock: Clock; config: Config }): Promise<PushSettings> {
  const { config } = deps;
  const keys = await vapidKeys(deps.db, config.push);
  checkVapid({ ...keys, subject: config.push.subject });
  const dispatcher = createPushDispatcher({ ...deps, config: config.push, keys, log: app.log });
  app.decorate('pushDispatcher', dispatcher);
  // A callback hook, not an async one: every answer runs it, and it is one comparison.
  app.addHook('onResponse', (_request, _reply, done) => {
    dispatcher.afterResponse();
    done();
  });
  app.addHook('onReady', async () => {
    void dispatcher.drain();
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
  });
  return { publicKey: keys.publicKey, enabled: config.push.enabled };
}
