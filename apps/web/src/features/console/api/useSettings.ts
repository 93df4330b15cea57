import { useCommandMutation, useCommandQuery } from '../../../shared/api';

const handledHere = { meta: { handlesErrors: true } };
const logged = ['OperatorAuditHandler.list'] as const;

export function useEconomySettings() {
  return useCommandQuery('OperatorEconomyHandler.getSettings', {}, handledHere);
}

export function useSaveEconomySettings() {
  // Parents' screens read the rewards, the token value and the heroic cap through their own commands.
  return useCommandMutation('OperatorEconomyHandler.saveSettings', {
    ...handledHere,
    invalidates: ['OperatorEconomyHandler.getSettings', 'GmsParent.getAppData', 'ParentTokensHandler.get_balance', ...logged],
  });
}

export function useMilestones() {
  return useCommandQuery('OperatorEconomyHandler.getMilestones', {}, handledHere);
}

export function useSaveMilestone() {
  return useCommandMutation('OperatorEconomyHandler.saveMilestone', {
    ...handledHere,
    invalidates: ['OperatorEconomyHandler.getMilestones', 'ParentTokensHandler.get_balance', ...logged],
  });
}

/** What parents see on the valuation card: an operator is a parent too, and reads it as they do. */
export function usePublishedValuation() {
  return useCommandQuery('ParentTokensHandler.get_company_valuation', {}, handledHere);
}

export function usePublishValuation() {
  return useCommandMutation('OperatorEconomyHandler.publishValuation', {
    ...handledHere,
    invalidates: ['ParentTokensHandler.get_company_valuation', ...logged],
  });
}

export function useAppData() {
  return useCommandQuery('GmsParent.getAppData', {}, handledHere);
}

export function useSaveCommunityUrl() {
  return useCommandMutation('OperatorContentHandler.saveAppData', { ...handledHere, invalidates: ['GmsParent.getAppData', ...logged] });
}

export function useLocations() {
  return useCommandQuery('OperatorLocationHandler.list', {}, handledHere);
}

export function useSaveLocation() {
  return useCommandMutation('OperatorLocationHandler.save', {
    ...handledHere,
    invalidates: ['OperatorLocationHandler.list', 'ParentAuthHandler.getLocations', ...logged],
  });
}
