import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './authContext';

interface FromState {
  from?: string;
}

/** Pages for members only: a visitor is sent to sign in, and comes back here afterwards. */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Sign-in and sign-up: a member goes on to where they were headed, or home. */
export function GuestOnly() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (isLoggedIn) {
    const from = (location.state as FromState | null)?.from;
    const safe = from?.startsWith('/') && !from.startsWith('//') ? from : '/';
    return <Navigate to={safe} replace />;
  }
  return <Outlet />;
}
