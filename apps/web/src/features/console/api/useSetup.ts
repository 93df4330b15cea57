import { useCommandQuery } from '../../../shared/api';

/**
 * What the deployment has not configured yet. Read again each time the page opens: the operator has
 * usually just set something elsewhere in the console.
 */
export function useUnconfigured() {
  return useCommandQuery('OperatorSetupHandler.listUnconfigured', {}, { meta: { handlesErrors: true }, refetchOnMount: 'always' });
}
