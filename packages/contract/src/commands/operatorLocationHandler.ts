import { z } from 'zod';
import { command } from '../define.js';
import { id, plainText } from '../fields.js';

export const managedLocation = z.object({
  id,
  name: z.string(),
  sort_order: z.number().int(),
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
      id: id.optional(),
      name: plainText(100).pipe(z.string().min(1, { error: 'Location name is required' })),
      sort_order: z.number().int().min(0).max(10_000).optional(),
      active: z.boolean().optional(),
    }),
    output: managedLocation,
  }),
};
