import { z } from 'zod';
import { command } from '../define.js';
import { epochSeconds, id } from '../fields.js';
import { familyMember, memberRole } from '../shapes.js';

export const parentFamilyHandler = {
  'ParentFamilyHandler.get_members': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({ filter_role: memberRole.optional() }),
    output: z.object({ members: z.array(familyMember) }),
  }),
  'ParentFamilyHandler.get_family_info': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({
      family_id: id,
      p_code: z.string(),
      members_count: z.number().int().nonnegative(),
      children_count: z.number().int().nonnegative(),
      created_at: epochSeconds,
    }),
  }),
};
