import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, pageFields, pageTotals } from '../fields.js';

export const giftOffer = z.object({
  id,
  item: z.string(),
  cost: z.number().check(z.int(), z.positive()),
  icon: z.string(),
  name: z.string(),
  description: z.string(),
});
export type GiftOffer = z.infer<typeof giftOffer>;

export const sentGift = z.object({
  gift_id: id,
  child_id: id,
  child_name: z.string(),
  item: z.string(),
  name: z.string(),
  cost: z.number().check(z.int(), z.nonnegative()),
  sent_at: epochSeconds,
  delivered_at: z.nullable(epochSeconds),
  status: z.enum(['sent', 'delivered']),
});
export type SentGift = z.infer<typeof sentGift>;

export const giftApi = {
  /** What a parent can send, with the family's coins to spend. */
  'GiftApi.getCatalogue': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ list: z.array(giftOffer), total_coins: z.number().check(z.int()) }),
  }),
  /**
   * Spends the gift's price from the family's coins and sends it to one of the family's children.
   * `request_id` names the parent's tap: the same tap sends one gift and spends once.
   */
  'GiftApi.send': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      child_id: id,
      gift_id: id,
      request_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'A request id is 8 to 64 letters, digits, - or _' })),
    }),
    output: z.object({ gift: sentGift, total_coins: z.number().check(z.int()) }),
  }),
  /** The family's gifts, newest first, with whether the game has handed them over. */
  'GiftApi.list': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object(pageFields(20)),
    output: z.object({ list: z.array(sentGift), ...pageTotals }),
  }),
};
