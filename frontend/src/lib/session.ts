/** The signed-in member as the client keeps it (spec §3 User). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  avatar?: string | null;
  is_online?: boolean;
  status?: 'online' | 'away' | 'offline' | null;
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export interface Session extends SessionTokens {
  user: SessionUser;
}

/** localStorage keys (spec §3, §4): the user as JSON, the two tokens stored separately. */
export const SESSION_KEYS = {
  user: 'user',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

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

export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(SESSION_KEYS.accessToken, tokens.access_token);
  localStorage.setItem(SESSION_KEYS.refreshToken, tokens.refresh_token);
}

export function saveSession(user: SessionUser, tokens: SessionTokens): void {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  saveTokens(tokens);
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.user);
  localStorage.removeItem(SESSION_KEYS.accessToken);
  localStorage.removeItem(SESSION_KEYS.refreshToken);
}
