import type { CommandInput, CommandOutput } from '@t1d/contract';
import { wholeIn, type Problem } from './contentDraft';

export type CatalogueGift = CommandOutput<'OperatorContentHandler.listGifts'>['list'][number];
type SaveInput = CommandInput<'OperatorContentHandler.saveGift'>;

/** The icons the catalogue offers (the contract's list), each drawn by the app's gift icons. */
export const giftIconKeys = ['gift', 'star', 'heart', 'backpack', 'hat', 'pet', 'rocket', 'music'] as const;
type GiftIconKey = (typeof giftIconKeys)[number];

export interface GiftDraft {
  item: string;
  cost: string;
  icon: GiftIconKey;
  name: string;
  name_zh: string;
  description: string;
  description_zh: string;
  position: string;
}
export type GiftField = keyof GiftDraft;

export function giftDraftOf(gift: CatalogueGift | null): GiftDraft {
  if (!gift) return { item: '', cost: '', icon: 'gift', name: '', name_zh: '', description: '', description_zh: '', position: '0' };
  const icon = giftIconKeys.find((key) => key === gift.icon) ?? 'gift';
  return { ...gift, icon, cost: String(gift.cost), position: String(gift.position) };
}

/** The draft's problems by field, as the contract checks them. */
export function giftProblems(draft: GiftDraft): Partial<Record<GiftField, Problem>> {
  const problems: Partial<Record<GiftField, Problem>> = {};
  if (!/^[a-z0-9_]{1,60}$/.test(draft.item.trim())) problems.item = { key: 'content.problems.giftItem' };
  if (wholeIn(draft.cost, 1, 100_000) === null) problems.cost = { key: 'content.problems.cost' };
  if (wholeIn(draft.position, 0, 10_000) === null) problems.position = { key: 'content.problems.position' };
  const required = (field: GiftField, max: number, missing: string) => {
    const text = draft[field].trim();
    if (!text) problems[field] = { key: missing };
    else if (text.length > max) problems[field] = { key: 'content.problems.tooLong' };
  };
  required('name', 40, 'content.problems.nameRequired');
  required('name_zh', 40, 'content.problems.nameRequired');
  required('description', 140, 'content.problems.descriptionRequired');
  required('description_zh', 140, 'content.problems.descriptionRequired');
  return problems;
}

export function giftInputOf(draft: GiftDraft, id: number | undefined): SaveInput {
  return {
    ...(id === undefined ? {} : { id }),
    item: draft.item.trim(),
    cost: wholeIn(draft.cost, 1, 100_000) ?? 1,
    icon: draft.icon,
    name: draft.name.trim(),
    name_zh: draft.name_zh.trim(),
    description: draft.description.trim(),
    description_zh: draft.description_zh.trim(),
    position: wholeIn(draft.position, 0, 10_000) ?? 0,
  };
}
