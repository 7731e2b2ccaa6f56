import { ApiError, AuthService } from '@plaza/sdk';
import type { AuthProvider } from 'react-admin';
import { clearSession, getSession } from '../lib/api';
import { avatarUrl } from '../lib/media';

/** Roles that may use the console. */
export const STAFF_ROLES = ['moderator', 'admin'] as const;

export const isStaff = (role: string | undefined) => (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** What only administrators may do in the console (changing roles). */
const ADMIN_ONLY = new Set(['users.role']);

/**
 * react-admin's auth on Plaza's own session: the console opens only for a signed-in moderator
 * or administrator (the member app's sign-in page is the way in), and signing out here signs out
 * of Plaza.
 */
export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign in on Plaza first')),
  async logout() {
    if (getSession()) {
      await AuthService.logout().catch(() => undefined);
    }
    clearSession();
    return '/login';
  },
  checkAuth: () =>
    isStaff(getSession()?.user.role) ? Promise.resolve() : Promise.reject({ redirectTo: '/login', logoutUser: false }),
  checkError: (error: unknown) => {
    const status = error instanceof ApiError ? error.status : (error as { status?: number } | null)?.status;
    return status === 401 ? Promise.reject({ redirectTo: '/login' }) : Promise.resolve();
  },
  getPermissions: () => Promise.resolve(getSession()?.user.role ?? 'member'),
  getIdentity: () => {
    const user = getSession()?.user;
    if (!user) {
      return Promise.reject(new Error('Not signed in'));
    }
    return Promise.resolve({
      id: user.id,
      fullName: `${user.first_name} ${user.last_name}`,
      avatar: user.avatar ? avatarUrl(user.avatar, { thumb: true }) : undefined,
    });
  },
  canAccess: ({ resource, action }) => {
    const role = getSession()?.user.role;
    if (!isStaff(role)) {
      return Promise.resolve(false);
    }
    return Promise.resolve(!ADMIN_ONLY.has(`${resource}.${action}`) || role === 'admin');
  },
};
