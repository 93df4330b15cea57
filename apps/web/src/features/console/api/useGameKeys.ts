import { useCommandMutation, useCommandQuery } from '../../../shared/api';

const handledHere = { meta: { handlesErrors: true } };
const changes = { ...handledHere, invalidates: ['OperatorGameKeyHandler.list', 'OperatorAuditHandler.list'] as const };

export function useGameKeys() {
  return useCommandQuery('OperatorGameKeyHandler.list', {}, handledHere);
}

export function useCreateGameKey() {
  return useCommandMutation('OperatorGameKeyHandler.create', changes);
}

export function useRevokeGameKey() {
  return useCommandMutation('OperatorGameKeyHandler.revoke', changes);
}
