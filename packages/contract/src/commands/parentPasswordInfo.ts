import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id } from '../fields.js';

export const parentPasswordInfo = {
  'ParentPasswordInfo.getUserPasswordInfo': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ user_id: id }),
    output: z.object({
      user_id: id,
      login_name: z.nullable(z.string()),
      has_password: z.boolean(),
      password_updated_at: z.nullable(epochSeconds),
    }),
  }),
  /** A one-time link that signs the child into the game; only its hash is stored. */
  'ParentPasswordInfo.createLoginLink': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ child_user_id: id }),
    output: z.object({ url: z.string(), expires_at: epochSeconds }),
  }),
};
