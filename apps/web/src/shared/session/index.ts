export {
  forgetSession,
  hasValidUserId,
  InvalidUserIdError,
  restorePersistentLogin,
  signOut,
  storeAuth,
  type RestoreState,
} from './session';
export {
  clearLocalSession,
  getSession,
  getToken,
  hasSignedInBefore,
  signupPathFor,
  isAuthenticated,
  mergeUser,
  safeStorage,
  TOKEN_KEY,
  USER_KEY,
  type StoredUser,
} from './storage';
export { useRestoreState, useSession } from './useSession';
