import type { UserRole } from '../users/user-roles';

/** Who is calling: set on the request by the access-token check. */
export interface AuthUser {
  id: number;
  role: UserRole;
  sessionId: string;
  /** The member confirmed their email address (common/users/account-trust.ts). */
  emailVerified: boolean;
  /** When the account was created (epoch ms): a young account is a new account. */
  createdAt: number;
}
