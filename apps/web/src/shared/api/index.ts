export { callCommand, GATEWAY_URL, REQUEST_TIMEOUT_MS, type CallOptions } from './client';
export { refusalError, requestHeaders } from './transport';
export { ApiError, errorsOnFields, isApiError, isNetworkError, isRefusal, isSilentError, type FieldError } from './errors';
export { isExpiring, onExpiryRedirect, onTokenExpired } from './expiry';
export {
  commandKey,
  commandQueryOptions,
  commandScope,
  invalidateCommands,
  useCommandMutation,
  useCommandQueries,
  useCommandQuery,
  useInvalidateCommands,
} from './hooks';
export { useLoadFailed } from './useLoadFailed';
export { useLogFailure } from './useLogFailure';
export { reportNetworkFailure, setNetworkFailureHandler } from './networkFailure';
export { forgetServerData } from './serverDataCache';
