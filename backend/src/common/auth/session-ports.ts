import type { AuthUser } from './auth-user';
import type { SessionEndReason } from '../outbox/domain-events';

/** Turns an access token into the caller and its expiry (epoch ms); auth provides it, realtime uses it. */
export abstract class SessionAuthenticator {
  abstract session(token: string): Promise<{ user: AuthUser; expiresAt: number }>;
}

/** Ends a member's sessions (all but `keepSessionId`); auth provides it, the profile's password change uses it. */
export abstract class SessionRevoker {
  abstract revokeUserSessions(userId: number, reason: SessionEndReason, keepSessionId?: string): Promise<unknown>;
}

/** Whether the caller has a second factor: the account's TOTP, or a session opened with a passkey (auth provides it). */
export abstract class SecondFactorCheck {
  abstract hasSecondFactor(user: AuthUser): Promise<boolean>;
}
