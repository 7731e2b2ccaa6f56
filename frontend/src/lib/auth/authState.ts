import type { Session, SessionUser } from '../api';

/** The auth state of spec §3, held by AuthProvider. */
export interface AuthState {
  isLoggedIn: boolean;
  /**
   * Set by a successful sign-up (the home page then greets a new member) until the sign-in page
   * resets it or the session ends.
   */
  isSignedUp: boolean;
  user: SessionUser | null;
  /** The last failure's message (the server's, or 'Server error'). */
  error: string | null;
  /** On while a sign-in, sign-up, forgot, reset or profile edit runs. */
  isLoading: boolean;
  /** The last success message (forgot, reset, profile edit). */
  success: string | null;
  /** 'updated' right after a status change succeeds, then cleared with the error. */
  status: 'updated' | null;
}

export type AuthAction =
  | { type: 'started' }
  | { type: 'loggedIn'; user: SessionUser }
  | { type: 'loginFailed'; error: string }
  | { type: 'secondStepAsked' }
  | { type: 'signedUp' }
  | { type: 'signedUpReset' }
  | { type: 'succeeded'; message: string }
  | { type: 'failed'; error: string }
  | { type: 'userReplaced'; user: SessionUser }
  | { type: 'statusUpdated'; user: SessionUser }
  | { type: 'markersCleared' }
  | { type: 'sessionChanged'; session: Session | null };

/** At start-up: signed in only when the user and both tokens are stored (spec §4). */
export function initialAuthState(session: Session | null): AuthState {
  return {
    isLoggedIn: session !== null,
    isSignedUp: false,
    user: session?.user ?? null,
    error: null,
    isLoading: false,
    success: null,
    status: null,
  };
}

/** The next user, or the current object when the data is the same (forms keep their edits). */
function keepIfSame(current: SessionUser | null, next: SessionUser | null): SessionUser | null {
  return current !== null && next !== null && JSON.stringify(current) === JSON.stringify(next) ? current : next;
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'started':
      return { ...state, isLoading: true, error: null, success: null };
    case 'loggedIn':
      return { ...state, isLoading: false, isLoggedIn: true, user: action.user, error: null };
    case 'loginFailed':
      return { ...state, isLoading: false, isLoggedIn: false, error: action.error };
    case 'secondStepAsked':
      return { ...state, isLoading: false, error: null };
    case 'signedUp':
      return { ...state, isLoading: false, isSignedUp: true };
    case 'signedUpReset':
      return { ...state, isSignedUp: false };
    case 'succeeded':
      return { ...state, isLoading: false, success: action.message };
    case 'failed':
      return { ...state, isLoading: false, error: action.error };
    case 'userReplaced':
      return { ...state, user: keepIfSame(state.user, action.user) };
    case 'statusUpdated':
      return { ...state, user: keepIfSame(state.user, action.user), status: 'updated' };
    case 'markersCleared':
      return { ...state, error: null, status: null };
    case 'sessionChanged':
      return {
        ...state,
        isSignedUp: action.session === null && state.isLoggedIn ? false : state.isSignedUp,
        isLoggedIn: action.session !== null,
        user: keepIfSame(state.user, action.session?.user ?? null),
      };
  }
}
