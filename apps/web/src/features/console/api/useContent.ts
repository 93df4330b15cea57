import type { CommandName, ContentKind } from '@t1d/contract';
import { useCommandMutation, useCommandQuery } from '../../../shared/api';

export const CONTENT_PER_PAGE = 20;

const handledHere = { meta: { handlesErrors: true } };
// A published item's new words reach parents at once: their reads of the library are refreshed too.
const itemReads: CommandName[] = [
  'OperatorContentHandler.listItems',
  'OperatorContentHandler.getItem',
  'ContentApi.list',
  'ContentApi.get',
  'TrustedProductApi.getActiveProducts',
  'TrustedProductApi.getProduct',
  'OperatorAuditHandler.list',
];
const giftReads: CommandName[] = ['OperatorContentHandler.listGifts', 'GiftApi.getCatalogue', 'OperatorAuditHandler.list'];

export function useContentItems(kind: ContentKind, page: number) {
  return useCommandQuery(
    'OperatorContentHandler.listItems',
    { kind, page, per_page: CONTENT_PER_PAGE },
    { ...handledHere, placeholderData: (previous) => (previous?.list[0]?.kind === kind ? previous : undefined) },
  );
}

export function useContentItem(id: number | null) {
  return useCommandQuery('OperatorContentHandler.getItem', { id: id ?? 0 }, { ...handledHere, enabled: id !== null });
}

export function useSaveContentItem() {
  return useCommandMutation('OperatorContentHandler.saveItem', { ...handledHere, invalidates: itemReads });
}

export function usePublishContentItem() {
  return useCommandMutation('OperatorContentHandler.setPublished', { ...handledHere, invalidates: itemReads });
}

export function useGiftCatalogue() {
  return useCommandQuery('OperatorContentHandler.listGifts', {}, handledHere);
}

export function useSaveGift() {
  return useCommandMutation('OperatorContentHandler.saveGift', { ...handledHere, invalidates: giftReads });
}

export function usePublishGift() {
  return useCommandMutation('OperatorContentHandler.setGiftPublished', { ...handledHere, invalidates: giftReads });
}
