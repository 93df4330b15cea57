import { isNetworkError } from './errors';

type NetworkFailureHandler = (error: unknown) => void;

let onNetworkFailure: NetworkFailureHandler = () => {};

/** The app shell decides how a network failure is shown (the spec's global alert). */
export function setNetworkFailureHandler(handler: NetworkFailureHandler) {
  onNetworkFailure = handler;
}

export function reportNetworkFailure(error: unknown) {
  if (isNetworkError(error)) onNetworkFailure(error);
}
