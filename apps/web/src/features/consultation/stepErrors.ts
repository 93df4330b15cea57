import { isApiError, isNetworkError, isRefusal, isSilentError } from '../../shared/api';

/** The parent steps, as the texts that explain their failures name them. */
export type StepName = 'book' | 'referral' | 'backpack';
/** What the log names: a step, or the contact details that start or change the clinic's call back. */
type LoggedStep = StepName | 'contact';

/** Why a step failed, as a key of the consultation namespace's `errors`; null when nobody should hear of it. */
type StepErrorKey = 'outOfOrder' | 'network' | StepName;

/**
 * A step taken out of order (reason workflow_out_of_order) means our view of the stage was stale:
 * the server's message is English only and written for the record, so the screen says what happened
 * in its own words and the message goes to the log.
 */
export function stepErrorKey(step: StepName, error: unknown): StepErrorKey | null {
  if (!error || isSilentError(error)) return null;
  if (isRefusal(error, 'workflow_out_of_order')) return 'outOfOrder';
  if (isNetworkError(error)) return 'network';
  return step;
}

export function logStepFailure(step: LoggedStep, error: unknown) {
  if (isSilentError(error)) return;
  console.error(`Workflow step ${step} failed:`, isApiError(error) && error.msg ? error.msg : error);
}
