import { isNetworkError } from './errors';

type NetworkFailureHandler = (error: unknown) => void;

let onNetworkFailure: NetworkFailureHandler = () => {};

/** The app shell decides how a network failure is shown (one alert for the whole app). */
export function setNetworkFailureHandler(handler: NetworkFailureHandler) {
  onNetworkFailure = handler;
}

export function reportNetworkFailure(error: unknown) {
  if (isNetworkError(error)) onNetworkFailure(error);
}
