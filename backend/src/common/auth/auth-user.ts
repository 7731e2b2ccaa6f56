import type { UserRole } from '../users/user-roles';

/** Who is calling: set on the request by the access-token check. */
export interface AuthUser {
  id: number;
  role: UserRole;
  sessionId: string;
}
