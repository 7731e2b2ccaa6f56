import { ApiError, AuthService, OpenAPI } from '@plaza/sdk';
import { answerEarly } from '@plaza/sdk/core/request';
import { startTransition } from 'react';
import { i18n } from '../i18n';
import { translateApiMessage } from '../i18n/apiMessages';
import { takeFirstRead } from './firstReads';
import { clearSession, getAccessToken, getSession, saveTokens, type SessionTokens } from './session';

export {
  clearSession,
  getSession,
  isSignedIn,
  saveSession,
  saveUser,
  subscribeSession,
  type Session,
  type SessionTokens,
  type SessionUser,
} from './session';

/** Exchanges a refresh token for a new pair (rotating: each refresh token works once). */
export type Refresher = (refreshToken: string) => Promise<SessionTokens>;
export type Navigate = (path: string) => void;

/** `POST /auth/refresh`: the refresher unless another one is set (tests, or none at all). */
export const refreshWithApi: Refresher = (refresh_token) => AuthService.refresh({ requestBody: { refresh_token } });

let refresher: Refresher | null = refreshWithApi;
let navigate: Navigate | null = null;
let refreshing: Promise<boolean> | null = null;

export function setRefresher(fn: Refresher | null): void {
  refresher = fn;
}

/** The URL of a file the API serves (`/storage/...`), on the API's origin. */
export function mediaUrl(path: string): string {
  return `${OpenAPI.BASE}${path}`;
}

/** The router registers its navigate function here; without one, the page is reloaded at the path. */
export function setNavigator(fn: Navigate | null): void {
  navigate = fn;
}

/** Points the SDK at the API (same origin unless `baseUrl` is given) and at the stored access token. */
export function configureApi(baseUrl = ''): void {
  OpenAPI.BASE = baseUrl;
  OpenAPI.TOKEN = async () => getAccessToken() ?? '';
  // The page's first reads, started from the HTML (lib/firstReads.ts), answer its first requests.
  answerEarly(baseUrl ? undefined : takeFirstRead);
}

export function isUnauthorized(e: unknown): e is ApiError {
  return e instanceof ApiError && e.status === 401;
}

async function runRefresh(): Promise<boolean> {
  const session = getSession();
  if (!refresher || !session) {
    return false;
  }
  try {
    saveTokens(await refresher(session.refresh_token));
    return true;
  } catch {
    return false;
  }
}

/** One refresh at a time: every 401 that arrives while it runs waits for the same outcome. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function signOut(): void {
  if (!navigate) {
    clearSession();
    window.location.assign('/');
    return;
  }
  // One transition: the page being left never renders signed out (a members-only page would
  // send the browser on to sign in rather than to `/`).
  const go = navigate;
  startTransition(() => {
    clearSession();
    go('/');
  });
}

/**
 * Runs an SDK call with the session rules of spec §4 / DESIGN §8: a 401 from any call but login
 * refreshes the tokens once and retries once; if that does not help, the session is cleared and
 * the browser goes to `/`. Other errors, and a login's 401, reach the caller unchanged.
 */
export async function callApi<T>(fn: () => Promise<T>, opts: { isLogin?: boolean } = {}): Promise<T> {
  const tokenUsed = getAccessToken();
  try {
    return await fn();
  } catch (error) {
    // A visitor (no token) asked for what members read: nothing to refresh, nobody to sign out.
    if (opts.isLogin || !isUnauthorized(error) || tokenUsed === null) {
      throw error;
    }
    // Another call may have refreshed while this one was in flight: then only the retry is needed.
    const current = getAccessToken();
    const refreshed = current !== null && current !== tokenUsed ? true : await refreshOnce();
    if (refreshed) {
      try {
        return await fn();
      } catch (retryError) {
        if (!isUnauthorized(retryError)) {
          throw retryError;
        }
      }
    }
    signOut();
    throw error;
  }
}

/** An API message in the reader's language (the wire stays English; i18n/apiMessages.ts looks it up). */
export const apiMessage = translateApiMessage;

/** The server's `message` (spec §8), or 'Server error' when the failure carries none, in the reader's language. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) {
    const body: unknown = e.body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message) {
        return apiMessage(message);
      }
      if (Array.isArray(message) && typeof message[0] === 'string') {
        return apiMessage(message[0]);
      }
    }
  }
  return i18n.t('common:errors.server');
}

/** Per-field messages of a 422 (`errors: { field: [messages] }`); empty for any other failure. */
export function fieldErrors(e: unknown): Record<string, string[]> {
  if (!(e instanceof ApiError) || e.status !== 422) {
    return {};
  }
  const body: unknown = e.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) {
    return {};
  }
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) {
    return {};
  }
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .filter((m): m is string => typeof m === 'string')
      .map(apiMessage);
    if (list.length > 0) {
      out[field] = list;
    }
  }
  return out;
}
