import * as z from 'zod/mini';
import { command } from '../define.js';
import { emailField, epochSeconds, id, nameField } from '../fields.js';
import { validationMessages as m } from '../messages.js';
import { familyMember, invitation, invitationRole, memberRole } from '../shapes.js';

export const parentFamilyHandler = {
  'ParentFamilyHandler.get_members': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ filter_role: z.optional(memberRole) }),
    output: z.object({ members: z.array(familyMember) }),
  }),
  'ParentFamilyHandler.get_family_info': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({
      family_id: id,
      p_code: z.string(),
      members_count: z.number().check(z.int(), z.nonnegative()),
      children_count: z.number().check(z.int(), z.nonnegative()),
      created_at: epochSeconds,
    }),
  }),
  'ParentFamilyHandler.update_child_real_name': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ child_id: id, real_name: nameField(m.realNameRequired) }),
    output: familyMember,
  }),
  'ParentFamilyHandler.update_parent_real_name': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ parent_id: id, real_name: nameField(m.realNameRequired) }),
    output: familyMember,
  }),
  /**
   * Takes another parent out of the caller's family (ADR 0028). The removed account keeps its sign-in
   * but nothing of this family; the caller cannot remove itself, so a family always keeps a parent.
   * The caller, another family's parent and a child all answer 404.
   */
  'ParentFamilyHandler.remove_parent': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ parent_id: id }),
    output: z.null(),
  }),
  'ParentFamilyHandler.add_member_invitation': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      invitee_email: emailField,
      role: z.optional(invitationRole),
      /** For a child invitation: what the family calls the child. */
      child_name: z.optional(nameField(m.childNameRequired)),
    }),
    output: invitation,
  }),
};
