export { forgetSession, InvalidUserIdError, restorePersistentLogin, settleAsSignedOut, signOut, storeAuth } from './session';
export {
  clearLocalSession,
  getSession,
  getToken,
  hasSignedInBefore,
  isSignInRequired,
  signInRequired,
  signupPathFor,
  isAuthenticated,
  mergeUser,
  safeStorage,
  TOKEN_KEY,
  USER_KEY,
  type SignInRequired,
  type StoredUser,
} from './storage';
export { useRestoreState, useSession } from './useSession';
