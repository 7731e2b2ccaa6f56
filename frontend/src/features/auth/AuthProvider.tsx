import { AuthService } from '@plaza/sdk';
import { startTransition, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import {
  callApi,
  clearSession,
  errorMessage,
  fieldErrors,
  getSession,
  saveSession,
  saveUser,
  subscribeSession,
} from '../../lib/api';
import { getPasskey, passkeyProblem } from '../../lib/passkeys';
import { withUploadProgress, type UploadProgressListener } from '../../lib/upload';
import { AuthContext, type Auth, type AuthActions, type LoginOutcome, type Outcome } from '../../lib/auth/authContext';
import { authReducer, initialAuthState, type AuthAction } from '../../lib/auth/authState';
import { NOTICES } from './notices';

const OK: Outcome = { ok: true };

function failure(error: unknown): Extract<Outcome, { ok: false }> {
  return { ok: false, message: errorMessage(error), fieldErrors: fieldErrors(error) };
}

/** An SDK call, followed by `onProgress` when it uploads a file. */
function tracked<T>(call: () => T, onProgress?: UploadProgressListener): () => T {
  return onProgress ? () => withUploadProgress(onProgress, call) : call;
}

function createActions(dispatch: (action: AuthAction) => void): AuthActions {
  /** Runs a call with the loading flag on; a failure is recorded with `failedAs`. */
  const run = async (
    call: () => Promise<void>,
    failedAs: (error: string) => AuthAction = (error) => ({ type: 'failed', error }),
  ): Promise<Outcome> => {
    dispatch({ type: 'started' });
    try {
      await call();
      return OK;
    } catch (error) {
      const outcome = failure(error);
      dispatch(failedAs(outcome.message));
      return outcome;
    }
  };

  return {
    login: async (credentials) => {
      let challenge: string | undefined;
      const outcome = await run(
        async () => {
          const answer = await callApi(() => AuthService.login({ requestBody: credentials }), { isLogin: true });
          if ('two_factor_required' in answer) {
            challenge = answer.challenge;
            dispatch({ type: 'secondStepAsked' });
            return;
          }
          saveSession(answer.user, answer.token);
          dispatch({ type: 'loggedIn', user: answer.user });
        },
        (error) => ({ type: 'loginFailed', error }),
      );
      return challenge === undefined ? outcome : ({ ok: 'two_factor', challenge } satisfies LoginOutcome);
    },

    loginSecondStep: (challenge, proof) =>
      run(
        async () => {
          const { user, token } = await callApi(
            () => AuthService.loginSecondStep({ requestBody: { challenge, ...proof } }),
            { isLogin: true },
          );
          saveSession(user, token);
          dispatch({ type: 'loggedIn', user });
        },
        (error) => ({ type: 'loginFailed', error }),
      ),

    loginWithPasskey: async () => {
      dispatch({ type: 'started' });
      try {
        const { data } = await AuthService.passkeyLoginOptions();
        const response = await getPasskey(data);
        const { user, token } = await callApi(() => AuthService.loginWithPasskey({ requestBody: { response } }), { isLogin: true });
        saveSession(user, token);
        dispatch({ type: 'loggedIn', user });
        return OK;
      } catch (error) {
        const outcome = failure(error);
        const message = passkeyProblem(error) ?? outcome.message;
        dispatch({ type: 'loginFailed', error: message });
        return { ...outcome, message };
      }
    },

    userChanged: (user) => {
      saveUser(user);
      dispatch({ type: 'userReplaced', user });
    },

    register: (form) =>
      run(async () => {
        await AuthService.register({ requestBody: form });
        dispatch({ type: 'signedUp' });
      }),

    resetSignedUp: () => dispatch({ type: 'signedUpReset' }),

    logout: async (andThen) => {
      try {
        await callApi(() => AuthService.logout());
      } catch {
        // Signed out here whatever the server says: its session ends with its tokens anyway.
      }
      startTransition(() => {
        clearSession();
        dispatch({ type: 'sessionChanged', session: null });
        andThen?.();
      });
    },

    forgotPassword: (form) =>
      run(async () => {
        await AuthService.forgot({ requestBody: form });
        dispatch({ type: 'succeeded', message: NOTICES.forgotSuccess });
      }),

    resetPassword: (token, form) =>
      run(async () => {
        await AuthService.reset({ token, requestBody: form });
        // The API ended every session of the account: one open here is over too.
        if (getSession()) {
          clearSession();
        }
        dispatch({ type: 'succeeded', message: NOTICES.resetSuccess });
      }),

    editProfile: (fields, avatar, onProgress) =>
      run(async () => {
        const formData = avatar ? { ...fields, avatar } : fields;
        const { user } = await callApi(tracked(() => AuthService.editProfile({ formData }), onProgress));
        saveUser(user);
        dispatch({ type: 'userReplaced', user });
        dispatch({ type: 'succeeded', message: NOTICES.profileSaved });
      }),

    // Not a loading-flag call (spec §4): the cover uploader shows its own progress.
    uploadCover: async (cover, onProgress) => {
      try {
        const { user } = await callApi(tracked(() => AuthService.updateCover({ formData: { cover } }), onProgress));
        saveUser(user);
        dispatch({ type: 'userReplaced', user });
        return OK;
      } catch (error) {
        const outcome = failure(error);
        dispatch({ type: 'failed', error: outcome.message });
        return outcome;
      }
    },

    updateStatus: async (status) => {
      try {
        const { user } = await callApi(() => AuthService.updateStatus({ requestBody: { status } }));
        saveUser(user);
        dispatch({ type: 'statusUpdated', user });
        return OK;
      } catch (error) {
        const outcome = failure(error);
        dispatch({ type: 'failed', error: outcome.message });
        return outcome;
      }
    },

    clearMarkers: () => dispatch({ type: 'markersCleared' }),
  };
}

/**
 * The session of spec §4 / DESIGN §8. State starts from localStorage (signed in only when the
 * user and both tokens are there) and follows every change of it: this tab's calls, a session
 * ended by a rejected refresh (lib/api.ts), or another tab.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, null, () => initialAuthState(getSession()));
  const actions = useMemo(() => createActions(dispatch), []);

  useEffect(() => subscribeSession(() => dispatch({ type: 'sessionChanged', session: getSession() })), []);

  const auth = useMemo<Auth>(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
