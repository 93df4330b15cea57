import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds } from '../fields.js';
import { consoleMessages as m } from '../messages.js';

/** How an operator names a key: what it is for, e.g. "game-production". */
export const gameKeyName = z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, { error: m.gameKeyName }));

export const gameKeySummary = z.object({
  name: z.string(),
  created_at: epochSeconds,
  last_used_at: z.nullable(epochSeconds),
  revoked_at: z.nullable(epochSeconds),
});

/** The partner game's keys to the game integration API (docs/protocol.md): only their hashes are stored. */
export const operatorGameKeyHandler = {
  'OperatorGameKeyHandler.list': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(gameKeySummary),
  }),
  /** Makes a key and answers it: the one time it is shown. */
  'OperatorGameKeyHandler.create': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ name: gameKeyName }),
    output: z.extend(gameKeySummary, { key: z.string() }),
  }),
  /** Revokes a live key at once: the game's next call with it is refused. */
  'OperatorGameKeyHandler.revoke': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ name: gameKeyName }),
    output: gameKeySummary,
  }),
};
