import * as z from 'zod/mini';
import { command } from '../define.js';
import { id, plainText } from '../fields.js';

export const managedLocation = z.object({
  id,
  name: z.string(),
  sort_order: z.number().check(z.int()),
  active: z.boolean(),
});

/** Operators keep the list of locations families pick from at sign-up. */
export const operatorLocationHandler = {
  'OperatorLocationHandler.list': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(managedLocation),
  }),
  'OperatorLocationHandler.save': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      id: z.optional(id),
      name: z.pipe(plainText(100), z.string().check(z.minLength(1, { error: 'Location name is required' }))),
      sort_order: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
      active: z.optional(z.boolean()),
    }),
    output: managedLocation,
  }),
};
