import { commandQueryOptions, useCommandQuery } from './hooks';

// GmsParent.getAppData: the deployment's facts (the community's address, the reward amounts, the
// emergency numbers of ADR 0030). Each reader explains a failure in place, or shows nothing.
const handledHere = { handlesErrors: true };

/** The read as the screens ask it, for keepRead. */
export const appDataRead = () => commandQueryOptions('GmsParent.getAppData', {}, handledHere);

/**
 * The deployment's facts, fetched once a session and saved on the device with the other answers.
 * A language switch still refetches it with everything else, which is harmless.
 */
export function useAppData() {
  return useCommandQuery('GmsParent.getAppData', {}, { meta: handledHere, staleTime: Infinity });
}
