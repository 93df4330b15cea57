import { useCommandMutation, useCommandQuery } from '../../../shared/api';

// The editor says in place what failed, including 'Operator role required'.
const handledHere = { meta: { handlesErrors: true } };
// Parents' dashboards (the operator's own included) read the configurations these change.
const changes = {
  ...handledHere,
  invalidates: ['ParentHomeConfigHandler.getAllConfigs', 'ParentHomeConfigHandler.getHomeConfig'] as const,
};

export function useAllConfigs() {
  return useCommandQuery('ParentHomeConfigHandler.getAllConfigs', {}, handledHere);
}

export function useAvailableSections() {
  return useCommandQuery('ParentHomeConfigHandler.getAvailableSections', {}, { ...handledHere, staleTime: Infinity });
}

export function useSaveConfig() {
  return useCommandMutation('ParentHomeConfigHandler.saveConfig', changes);
}

export function useDeleteConfig() {
  return useCommandMutation('ParentHomeConfigHandler.deleteConfig', changes);
}

export function useActivateConfig() {
  return useCommandMutation('ParentHomeConfigHandler.setActiveConfig', changes);
}
