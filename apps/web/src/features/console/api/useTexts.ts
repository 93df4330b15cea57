import { useCommandMutation, useCommandQuery } from '../../../shared/api';
import { forgetServerTexts } from '../../../shared/i18n/serverTexts';

// The console says in place what failed, 'Operator role required' included.
const handledHere = { meta: { handlesErrors: true } };
// A write is on this screen's list at once, and on the operator's own screens (serverTexts.ts).
const changes = {
  ...handledHere,
  invalidates: ['ParentTextHandler.getAllTexts', 'OperatorAuditHandler.list'] as const,
  onSuccess: () => void forgetServerTexts(),
};

export function useAllTexts() {
  return useCommandQuery('ParentTextHandler.getAllTexts', { changed_only: false }, handledHere);
}

export function useUpdateText() {
  return useCommandMutation('ParentTextHandler.updateText', changes);
}

export function useBulkUpdateTexts() {
  return useCommandMutation('ParentTextHandler.bulkUpdateTexts', changes);
}

export function useAddText() {
  return useCommandMutation('ParentTextHandler.addNewText', changes);
}
