import { useCommandQuery, useLogFailure } from '../../../shared/api';

/**
 * The dashboard sections the deployment has nothing behind (ADR 0034): their cards are not drawn. A
 * failed load is logged, and the dashboard draws every card as before.
 */
export function useEmptySections() {
  const empty = useCommandQuery('GmsParent.getEmptySections', {}, { meta: { handlesErrors: true } });
  useLogFailure(empty.error, 'Failed to load the empty sections');
  return empty;
}
