import type { UserDto } from '@plaza/sdk';

/**
 * The signed-in member as the client keeps it (spec §3 User): the account the API last returned
 * (login, profile edit, cover, status, me). Only id and name are sure to be there.
 */
export type SessionUser = Pick<UserDto, 'id' | 'first_name' | 'last_name'> & Partial<UserDto>;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export interface Session extends SessionTokens {
  user: SessionUser;
}

/** The roles that open the moderation console. */
export const STAFF_ROLES: ReadonlySet<string> = new Set(['moderator', 'admin']);

/** localStorage keys (spec §3, §4): the user as JSON, the two tokens stored separately. */
export const SESSION_KEYS = {
  user: 'user',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

const KEYS: readonly string[] = Object.values(SESSION_KEYS);
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` whenever the stored session changes: through these helpers (sign-in, refresh,
 * profile edit, sign-out after a rejected session) or in another tab. Returns the unsubscribe.
 */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) {
      listener();
    }
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

/** The stored session, or null unless the user and both tokens are all present. */
export function getSession(): Session | null {
  const user = readUser(localStorage.getItem(SESSION_KEYS.user));
  const access_token = localStorage.getItem(SESSION_KEYS.accessToken);
  const refresh_token = localStorage.getItem(SESSION_KEYS.refreshToken);
  if (!user || !access_token || !refresh_token) {
    return null;
  }
  return { user, access_token, refresh_token };
}

export function isSignedIn(): boolean {
  return getSession() !== null;
}

export function getAccessToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.accessToken);
}

function writeTokens(tokens: SessionTokens): void {
  localStorage.setItem(SESSION_KEYS.accessToken, tokens.access_token);
  localStorage.setItem(SESSION_KEYS.refreshToken, tokens.refresh_token);
}

export function saveTokens(tokens: SessionTokens): void {
  writeTokens(tokens);
  changed();
}

export function saveSession(user: SessionUser, tokens: SessionTokens): void {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  writeTokens(tokens);
  changed();
}

/**
 * Replaces the stored user of the current session with what the API returned (profile edit,
 * cover, status). Without a session it writes nothing: an answer that arrives after sign-out
 * must not leave a user behind.
 */
export function saveUser(user: SessionUser): void {
  if (!getSession()) {
    return;
  }
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  changed();
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.user);
  localStorage.removeItem(SESSION_KEYS.accessToken);
  localStorage.removeItem(SESSION_KEYS.refreshToken);
  changed();
}
