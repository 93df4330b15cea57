export { callCommand, GATEWAY_URL, REQUEST_TIMEOUT_MS, type CallOptions } from './client';
export { ApiError, isApiError, isNetworkError, isSilentError, type FieldError } from './errors';
export { EXPIRY_REDIRECT_MS, isExpiring, onExpiryRedirect, onTokenExpired } from './expiry';
export { commandKey, useCommandMutation, useCommandQueries, useCommandQuery } from './hooks';
export { useLogFailure } from './useLogFailure';
export { queryClient, reportNetworkFailure, setNetworkFailureHandler } from './queryClient';
